import ArgumentParser
import HomebookCore

/// `homebook convert …`: convert a value to every unit of its category, or show the history.
///
/// Converting is the default subcommand, so `homebook convert 162 lb` needs no verb while
/// `homebook convert history` names the history.
struct ConvertCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "convert",
        abstract: "Convert a value to every unit of its category, or show saved conversions.",
        usage: """
            homebook convert VALUE UNIT [--to UNIT] [--save] [--json]
            homebook convert history [CATEGORY] [--json]
            """,
        discussion: """
            Categories (as JSON and history name them) and their units:
              weight       kg, g, oz, lb, st (stones show as 11 st 8 lb)
              temperature  C, F, K
              length       m, km, mi, cm, mm, yd, ft, in
              speed        m/s, km/h, mph, kn
              volume       gal, l, pt, floz, ml (liquid volume; UK gal, pt, fl oz),
                           tsp, tbsp, cup (metric: 5, 15, 250 ml),
                           usgal, uspt, uscup, usfloz (US measures)
            Units are case-insensitive and common spellings work too (kilograms, °C,
            feet, kph, "fl oz", "US pints", teaspoons). Values are plain decimals (no
            1e-5). Results are rounded to the precision setting (2, 3 or 4 decimals:
            homebook settings precision 3).
            """,
        subcommands: [ConvertValueCommand.self, ConvertHistoryCommand.self],
        defaultSubcommand: ConvertValueCommand.self
    )
}
