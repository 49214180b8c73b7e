/// The unit of an ingredient line (docs/manual.md#ingredients).
///
/// A measure the converter knows (g, kg, oz, lb, ml, l, tsp, tbsp and the explicit US and UK
/// measures), a kitchen measure whose size depends on the `kitchen-measures` setting (a plain
/// cup, fluid ounce, pint, quart or gallon), or a count of things (clove, can, pinch…).
enum KitchenUnit: Hashable, Sendable {
    /// A unit of the converter, with its exact factor.
    case measure(MeasurementUnit)
    /// A cup, fluid ounce, pint, quart or gallon as written without saying US or metric/UK.
    case kitchen(KitchenMeasure)
    /// A count of things, by the singular name (`clove`, `can`).
    case count(String)

    /// Measures nobody takes a part of: scaled, they are rounded to whole ones
    /// (docs/manual.md#servings-and-scaling).
    static let roughCounts: Set<String> = ["pinch", "dash", "splash", "drop", "handful", "knob"]

    /// Whether the unit is a rough measure (a pinch, a dash, a handful…).
    var isRough: Bool {
        if case .count(let name) = self { return Self.roughCounts.contains(name) }
        return false
    }

    /// How the unit is stored: `m:g`, `k:cup`, `n:clove`.
    var stored: String {
        switch self {
        case .measure(let unit): "m:" + unit.rawValue
        case .kitchen(let measure): "k:" + measure.rawValue
        case .count(let name): "n:" + name
        }
    }

    /// Reads a stored unit back; nil for anything else.
    init?(stored: Substring) {
        let body = String(stored.dropFirst(2))
        switch stored.prefix(2) {
        case "m:":
            guard let unit = MeasurementUnit(rawValue: body) else { return nil }
            self = .measure(unit)
        case "k:":
            guard let measure = KitchenMeasure(rawValue: body) else { return nil }
            self = .kitchen(measure)
        case "n:":
            guard !body.isEmpty else { return nil }
            self = .count(body)
        default: return nil
        }
    }

    /// The converter unit and the multiple of it one of this unit is, under `system`; nil
    /// for counts.
    func measured(in system: KitchenMeasures) -> (unit: MeasurementUnit, times: ExactFraction)? {
        switch self {
        case .measure(let unit): return (unit, ExactFraction(1))
        case .kitchen(let measure): return measure.measured(in: system)
        case .count: return nil
        }
    }

    /// The name shown after a quantity: singular for one or less, else plural.
    func shown(plural: Bool) -> String {
        switch self {
        case .measure(let unit):
            switch unit {
            case .usCup: return plural ? "US cups" : "US cup"
            case .cup: return plural ? "metric cups" : "metric cup"
            case .pint: return plural ? "UK pints" : "UK pint"
            case .gallon: return plural ? "UK gallons" : "UK gallon"
            case .fluidOunce: return "UK fl oz"
            case .usPint: return plural ? "US pints" : "US pint"
            case .usGallon: return plural ? "US gallons" : "US gallon"
            default: return unit.symbol
            }
        case .kitchen(let measure):
            return plural ? measure.plural : measure.singular
        case .count(let name):
            return plural ? KitchenVocabulary.plural(of: name) : name
        }
    }
}

/// A kitchen measure whose size is the `kitchen-measures` setting's.
enum KitchenMeasure: String, Hashable, Sendable, CaseIterable {
    /// A cup: 250 ml (metric) or 1/16 US gallon.
    case cup
    /// A fluid ounce: 1/160 UK gallon or 1/128 US gallon.
    case fluidOunce = "floz"
    /// A pint: the UK pint or the US pint.
    case pint
    /// A quart: two pints of the same system.
    case quart
    /// A gallon: the UK gallon or the US gallon.
    case gallon

    /// The name for one.
    var singular: String {
        switch self {
        case .cup: "cup"
        case .fluidOunce: "fl oz"
        case .pint: "pint"
        case .quart: "quart"
        case .gallon: "gallon"
        }
    }

    /// The name for several.
    var plural: String { self == .fluidOunce ? singular : singular + "s" }

    /// The converter unit and multiple under `system`.
    func measured(in system: KitchenMeasures) -> (unit: MeasurementUnit, times: ExactFraction) {
        let us = system == .us
        switch self {
        case .cup: return (us ? .usCup : .cup, ExactFraction(1))
        case .fluidOunce: return (us ? .usFluidOunce : .fluidOunce, ExactFraction(1))
        case .pint: return (us ? .usPint : .pint, ExactFraction(1))
        case .quart: return (us ? .usPint : .pint, ExactFraction(2))
        case .gallon: return (us ? .usGallon : .gallon, ExactFraction(1))
        }
    }
}

/// Which cup, fluid ounce, pint, quart and gallon a recipe means when it does not say
/// (the `kitchen-measures` setting, docs/manual.md#settings).
public enum KitchenMeasures: String, CaseIterable, Sendable {
    /// The metric cup (250 ml) and the UK fluid ounce, pint and gallon.
    case metric
    /// The US cup, fluid ounce, pint and gallon.
    case us
}
