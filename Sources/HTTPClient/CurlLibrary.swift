internal import CCurl

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// libcurl opened with dlopen, and the few of its functions HTTPClient calls.
///
/// Loading on first use keeps libcurl (and the TLS library it maps) out of every command that
/// does not use the network: linking it would add about 14M instructions to each start-up
/// and would break the static release build.
final class CurlLibrary: @unchecked Sendable {
    // The handles below never change after init, and libcurl's easy functions are safe to
    // call from several threads as long as each handle stays on one; hence @unchecked.
    typealias EasyInit = @convention(c) () -> UnsafeMutableRawPointer?
    typealias EasyCleanup = @convention(c) (UnsafeMutableRawPointer?) -> Void
    typealias EasyPerform = @convention(c) (UnsafeMutableRawPointer?) -> CURLcode
    typealias EasyStrerror = @convention(c) (CURLcode) -> UnsafePointer<CChar>?
    typealias GlobalInit = @convention(c) (Int) -> CURLcode
    typealias SlistAppend =
        @convention(c) (UnsafeMutablePointer<curl_slist>?, UnsafePointer<CChar>?) ->
        UnsafeMutablePointer<curl_slist>?
    typealias SlistFreeAll = @convention(c) (UnsafeMutablePointer<curl_slist>?) -> Void

    let easyInit: EasyInit
    let easyCleanup: EasyCleanup
    let easyPerform: EasyPerform
    let easyStrerror: EasyStrerror
    let slistAppend: SlistAppend
    let slistFreeAll: SlistFreeAll
    /// `curl_easy_setopt`, called through the shim's typed wrappers (it is variadic).
    let setopt: UnsafeMutableRawPointer
    /// `curl_easy_getinfo`, called through the shim's typed wrappers (it is variadic).
    let getinfo: UnsafeMutableRawPointer

    /// The library every default session shares, opened on first use (Swift runs a global's
    /// initialiser once, thread-safely, which also makes `curl_global_init` run once).
    static let shared: Result<CurlLibrary, HTTPError> = {
        do throws(HTTPError) {
            return .success(try CurlLibrary(path: "libcurl.so.4"))
        } catch {
            return .failure(error)
        }
    }()

    /// Opens the library at `path` (a name the dynamic loader searches for, or a path).
    init(path: String) throws(HTTPError) {
        guard let handle = dlopen(path, RTLD_NOW | RTLD_LOCAL) else {
            let reason = dlerror().map { String(cString: $0) } ?? "\(path) was not found"
            throw .libraryUnavailable(reason: reason)
        }
        func symbol(_ name: String) throws(HTTPError) -> UnsafeMutableRawPointer {
            guard let pointer = dlsym(handle, name) else {
                throw .libraryUnavailable(reason: "\(path) has no \(name)")
            }
            return pointer
        }
        easyInit = unsafeBitCast(try symbol("curl_easy_init"), to: EasyInit.self)
        easyCleanup = unsafeBitCast(try symbol("curl_easy_cleanup"), to: EasyCleanup.self)
        easyPerform = unsafeBitCast(try symbol("curl_easy_perform"), to: EasyPerform.self)
        easyStrerror = unsafeBitCast(try symbol("curl_easy_strerror"), to: EasyStrerror.self)
        slistAppend = unsafeBitCast(try symbol("curl_slist_append"), to: SlistAppend.self)
        slistFreeAll = unsafeBitCast(try symbol("curl_slist_free_all"), to: SlistFreeAll.self)
        setopt = try symbol("curl_easy_setopt")
        getinfo = try symbol("curl_easy_getinfo")
        let globalInit = unsafeBitCast(try symbol("curl_global_init"), to: GlobalInit.self)
        // The library stays open for the life of the process: libcurl's global state is not
        // meant to be torn down and set up again.
        guard globalInit(hb_curl_global_default) == CURLE_OK else {
            throw .libraryUnavailable(reason: "\(path) could not be initialised")
        }
    }

    /// libcurl's fixed English text for `code` (it never contains the address).
    func describe(_ code: CURLcode) -> String {
        easyStrerror(code).map { String(cString: $0) } ?? "error \(code.rawValue)"
    }
}
