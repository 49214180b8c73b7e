/// The saved weather place form (docs/manual.md#weather): a place name, its country and
/// whether it is the default; saving adds the place or replaces the one of that name.
public struct WeatherPlaceForm: DescribedForm {
    /// The form's fields, in order.
    public enum Field: Int, CaseIterable, Hashable, Sendable {
        case name, country, isDefault
    }

    let weather: WeatherRepository
    /// The name as typed.
    public var name = ""
    /// The two-letter country code as typed, or empty.
    public var country = ""
    /// `yes` or `no`: whether `homebook weather` alone shows the place.
    public var isDefault = "no"

    /// A form saving a place in `weather`.
    public init(weather: WeatherRepository) {
        self.weather = weather
    }

    public var title: String { "Save place" }

    public static func describe(_ field: Field) -> FormField {
        switch field {
        case .name:
            FormField("name", "Place", hint: "a place name: São Paulo, 東京, San Francisco")
        case .country:
            FormField("country", "Country", hint: "a two-letter code such as US or GB, or empty")
        case .isDefault:
            FormField(
                "default",
                "Default",
                kind: .toggle(on: "yes", off: "no"),
                hint: "whether `homebook weather` alone shows it"
            )
        }
    }

    public subscript(field: Field) -> String {
        get {
            switch field {
            case .name: name
            case .country: country
            case .isDefault: isDefault
            }
        }
        set {
            switch field {
            case .name: name = newValue
            case .country: country = newValue
            case .isDefault: isDefault = newValue
            }
        }
    }

    public func problems() -> FormProblems<Field, WeatherPlaceProblem> {
        var problems = FormProblems<Field, WeatherPlaceProblem>()
        // The checks `weather place add` has always made, in the same words.
        problems.check(.name) { () throws(WeatherPlaceProblem) in
            do throws(WeatherError) {
                _ = try WeatherLocation.named(name, country: nil)
            } catch { throw .place(error) }
        }
        problems.check(.country) { () throws(WeatherPlaceProblem) in
            guard !country.trimmingWhitespace().isEmpty else { return }
            // The name is checked on its own field; a stand-in name checks only the code.
            do throws(WeatherError) { _ = try WeatherLocation.named("x", country: country) } catch {
                throw .place(error)
            }
        }
        problems.check(.isDefault) { () throws(WeatherPlaceProblem) in
            guard ["yes", "no"].contains(isDefault.trimmingWhitespace().lowercased()) else {
                throw .notYesOrNo(isDefault)
            }
        }
        return problems
    }

    public mutating func save() throws -> FormSaved {
        try problems().throwFirst()
        let code = country.trimmingWhitespace()
        let location = try WeatherLocation.named(name, country: code.isEmpty ? nil : code)
        let saved = try weather.addPlace(
            location,
            isDefault: isDefault.trimmingWhitespace().lowercased() == "yes"
        )
        return FormSaved(
            "saved “\(DisplayText.singleLine(saved.name))”" + (saved.isDefault ? " (default)" : ""),
            added: true
        )
    }
}

/// Why the saved weather place form refuses a field.
public enum WeatherPlaceProblem: Error, Sendable, CustomStringConvertible {
    /// The place name or country code, refused as `weather place add` refuses it.
    case place(WeatherError)
    /// Default is neither yes nor no.
    case notYesOrNo(String)

    public var description: String {
        switch self {
        case .place(let error): error.description
        case .notYesOrNo(let text): "\"\(DisplayText.singleLine(text))\" is not yes or no"
        }
    }
}
