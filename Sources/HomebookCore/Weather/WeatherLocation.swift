/// What the person asked the weather for: a name, coordinates, or nothing (the default).
public enum WeatherLocation: Equatable, Sendable {
    /// A place name, optionally in a country (ISO 3166 two-letter code).
    case name(String, country: String?)
    /// Coordinates in millionths of a degree.
    case coordinates(latitude: Int, longitude: Int)

    /// The longest place name accepted (docs/manual.md#weather).
    public static let maximumNameLength = 100

    /// A checked place name: refused, before any request, when it cannot be one.
    public static func named(
        _ text: String,
        country: String?
    ) throws(WeatherError) -> WeatherLocation {
        let name = text.trimmingWhitespace()
        guard !name.isEmpty else { throw .notAPlaceName(text, reason: "it is empty") }
        guard name.count <= maximumNameLength else {
            throw .notAPlaceName(text, reason: "it is longer than \(maximumNameLength) characters")
        }
        guard
            !name.unicodeScalars.contains(where: {
                $0.value < 0x20 || (0x7F...0x9F).contains($0.value)
            })
        else { throw .notAPlaceName(text, reason: "it contains control characters") }
        guard name.contains(where: \.isLetter) else {
            throw .notAPlaceName(text, reason: "it has no letters")
        }
        var code: String?
        if let country {
            let trimmed = country.trimmingWhitespace().uppercased()
            guard trimmed.utf8.count == 2, trimmed.utf8.allSatisfy({ (0x41...0x5A).contains($0) })
            else {
                throw .notAPlaceName(
                    country,
                    reason: "a country is a two-letter code such as US or GB"
                )
            }
            code = trimmed
        }
        return .name(name, country: code)
    }

    /// Checked coordinates from their decimal text.
    public static func coordinates(
        latitude: String,
        longitude: String
    ) throws(WeatherError) -> WeatherLocation {
        guard let lat = WeatherFormat.fixed(latitude.trimmingWhitespace(), scale: 6),
            (-90_000_000...90_000_000).contains(lat)
        else { throw .notAPlaceName(latitude, reason: "a latitude is a number from -90 to 90") }
        guard let lon = WeatherFormat.fixed(longitude.trimmingWhitespace(), scale: 6),
            (-180_000_000...180_000_000).contains(lon)
        else { throw .notAPlaceName(longitude, reason: "a longitude is a number from -180 to 180") }
        return .coordinates(latitude: lat, longitude: lon)
    }

    /// The key stored fetches are found by: the name in lower case with its country, or the
    /// coordinates.
    var storeKey: String {
        switch self {
        case .name(let name, let country):
            return "name:" + name.lowercased() + (country.map { "," + $0 } ?? "")
        case .coordinates(let latitude, let longitude):
            return "at:\(DecimalCoordinate.text(latitude)),\(DecimalCoordinate.text(longitude))"
        }
    }

    /// How the location is named in messages.
    public var label: String {
        switch self {
        case .name(let name, let country): return name + (country.map { ", " + $0 } ?? "")
        case .coordinates(let latitude, let longitude):
            return "\(DecimalCoordinate.text(latitude)), \(DecimalCoordinate.text(longitude))"
        }
    }
}
