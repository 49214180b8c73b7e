/// A ZIP archive (PKWARE APPNOTE 6.3) of stored entries, built in memory: what a Paprika
/// export is (its entries are gzip files already, so compressing them again gains nothing).
///
/// Plain ZIP, not ZIP64: at most 65,535 entries and 4 GiB in all, which ``add(_:_:)``
/// checks. Every entry gets the same fixed time (1980-01-01), so one book always makes the
/// same bytes.
struct ZipWriter {
    /// Why an archive cannot be written as plain ZIP.
    struct Failure: Error, Equatable {
        /// What went over the limit, for the message.
        let message: String
    }

    private var body: [UInt8] = []
    private var directory: [UInt8] = []
    private var count = 0

    /// Appends one stored entry; names are written as UTF-8 (flag bit 11).
    mutating func add(_ name: String, _ contents: [UInt8]) throws(Failure) {
        let nameBytes = Array(name.utf8)
        guard count < Int(UInt16.max) else {
            throw Failure(message: "a ZIP archive holds at most 65,535 files")
        }
        guard nameBytes.count <= Int(UInt16.max),
            body.count + contents.count + nameBytes.count + 30 < Int(UInt32.max)
        else { throw Failure(message: "a ZIP archive holds at most 4 GiB") }
        let offset = UInt32(body.count)
        let crc = Deflate.crc32(contents)
        let size = UInt32(contents.count)
        // Local file header (APPNOTE §4.3.7).
        append32(0x0403_4b50, to: &body)
        appendCommon(crc: crc, size: size, nameLength: nameBytes.count, to: &body)
        body += nameBytes
        body += contents
        // Central directory header (§4.3.12).
        append32(0x0201_4b50, to: &directory)
        append16(20, to: &directory)  // made by: version 2.0
        appendCommon(crc: crc, size: size, nameLength: nameBytes.count, to: &directory)
        append16(0, to: &directory)  // comment length
        append16(0, to: &directory)  // disk number
        append16(0, to: &directory)  // internal attributes
        append32(0, to: &directory)  // external attributes
        append32(offset, to: &directory)
        directory += nameBytes
        count += 1
    }

    /// The whole archive: the entries, their directory and its end record (§4.3.16).
    func bytes() throws(Failure) -> [UInt8] {
        guard body.count + directory.count + 22 < Int(UInt32.max) else {
            throw Failure(message: "a ZIP archive holds at most 4 GiB")
        }
        var end: [UInt8] = []
        append32(0x0605_4b50, to: &end)
        append16(0, to: &end)  // this disk
        append16(0, to: &end)  // the directory's disk
        append16(UInt16(count), to: &end)
        append16(UInt16(count), to: &end)
        append32(UInt32(directory.count), to: &end)
        append32(UInt32(body.count), to: &end)
        append16(0, to: &end)  // comment length
        return body + directory + end
    }

    /// The fields local and central headers share, from "version needed" to "extra length".
    private func appendCommon(crc: UInt32, size: UInt32, nameLength: Int, to out: inout [UInt8]) {
        append16(20, to: &out)  // version needed: 2.0
        append16(0x0800, to: &out)  // flags: the name is UTF-8
        append16(0, to: &out)  // method: stored
        append16(0, to: &out)  // time 00:00:00
        append16(0x21, to: &out)  // date 1980-01-01
        append32(crc, to: &out)
        append32(size, to: &out)  // compressed size
        append32(size, to: &out)  // uncompressed size
        append16(UInt16(nameLength), to: &out)
        append16(0, to: &out)  // extra field length
    }

    private func append16(_ value: UInt16, to out: inout [UInt8]) {
        out.append(UInt8(truncatingIfNeeded: value))
        out.append(UInt8(truncatingIfNeeded: value >> 8))
    }

    private func append32(_ value: UInt32, to out: inout [UInt8]) {
        for shift in stride(from: 0, to: 32, by: 8) {
            out.append(UInt8(truncatingIfNeeded: value >> UInt32(shift)))
        }
    }
}
