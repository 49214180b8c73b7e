import HomebookCore
import TerminalUI

/// The live converter (docs/manual.md#full-screen-app, #converter): a keypad value in one unit,
/// every unit of the category updated on each keystroke; `s` saves, `h` shows the category's
/// history.
struct ConverterScreen: Screen {
    let store: HomebookStore
    private let converter: UnitConverter?
    private(set) var category: UnitCategory = .weight
    /// The unit the value is typed in, an index into `category.units`.
    private(set) var unitIndex = 0
    /// The value as typed on the keypad.
    private(set) var value = ""
    /// A one-line note: a keypad hint, "saved", or a database problem.
    private(set) var note: String?
    /// A hint about the value as typed: the decimal mark the setting does not name (a comma
    /// while the decimal comma is off) stays in the field, and so does this hint, until it is
    /// taken out.
    var valueHint: String? {
        let other: Character = decimalComma ? "." : ","
        guard value.contains(other) else { return nil }
        return decimalComma
            ? "the decimal mark is \",\" (the decimal-comma setting is on)"
            : "the decimal mark is \".\"; turn decimal-comma on in Settings for 1,5"
    }
    /// Whether `,` is the decimal mark (the decimal-comma setting).
    private let decimalComma: Bool

    init(store: HomebookStore) {
        self.store = store
        decimalComma = (try? store.settings.decimalComma()) ?? false
        // A converter that cannot be made (a hand-edited precision) is reported, not guessed.
        converter = try? store.converter()
        if converter == nil { note = "the precision setting is invalid; fix it in Settings" }
    }

    var title: String { "Converter" }
    var quitsOnQ: Bool { true }
    var keys: [KeyHint] {
        statusKeys + [
            KeyHint("-", "change the sign (temperatures)"), KeyHint("Backspace", "erase"),
        ]
    }
    /// The status line's keys; F1 lists ``keys``, the sign and Backspace among them.
    var statusKeys: [KeyHint] {
        [
            KeyHint(decimalComma ? "0-9 ," : "0-9 .", "value"), KeyHint("←→/Tab", "unit"),
            KeyHint("↑↓", "category"),
            KeyHint("s", "save"), KeyHint("h", "history"),
        ]
    }

    /// The unit the value is typed in.
    var unit: MeasurementUnit { category.units[unitIndex] }

    /// The typed value converted, or the core's reason it cannot be; nil while empty. Read
    /// once per change (in ``handle(_:in:)``), never while drawing.
    private(set) var outcome: Result<Conversion, ConversionError>?

    /// Asks the core for the conversion of the value as typed (one call, the same for
    /// every front; docs/manual.md#forms).
    private mutating func convert() {
        guard !value.isEmpty, let converter else {
            outcome = nil
            return
        }
        let draft = ConversionDraft(value: value, unit: unit.rawValue, decimalComma: decimalComma)
        do {
            outcome = .success(try converter.convert(draft))
        } catch {
            outcome = .failure(error)
        }
    }

    mutating func handle(_ key: Key, in area: Rect) -> ScreenAction {
        let action = apply(key)
        convert()
        return action
    }

    /// Applies one key to the value, the unit or the category.
    private mutating func apply(_ key: Key) -> ScreenAction {
        note = nil
        let units = category.units.count
        switch key {
        case .character(let digit) where digit.isASCII && digit.isNumber:
            value.append(digit)
        case .character(let mark) where mark == "." || mark == ",":
            // The mark the setting does not name stays as typed, explained and marked as a
            // problem by the core (`1,5` must never become `15`), as `-` stays for a weight.
            value.append(mark)
        case .character(" ") where unit == .stone && !value.contains(" ") && !value.isEmpty:
            // Stones and pounds: `11` space `8` is 11 st 8 lb.
            value.append(" ")
        case .backspace:
            if !value.isEmpty { value.removeLast() }
        case .character("-"):
            // The keypad's minus changes the sign; the core says where a sign is refused.
            value = value.hasPrefix("-") ? String(value.dropFirst()) : "-" + value
        case .right, .tab: unitIndex = (unitIndex + 1) % units
        case .left, .backTab: unitIndex = (unitIndex + units - 1) % units
        case .up, .down: switchCategory(by: key == .up ? -1 : 1)
        case .character("s"): save()
        case .character("h"): return .push(ConverterHistoryScreen(store: store, category: category))
        // `u` is the app's undo: the keypad has no use for letters.
        case .character("?"), .character("q"), .character("u"), .escape: return .ignored
        case .character, .paste:
            note =
                "keypad: digits, \(decimalComma ? "," : ".") and Backspace (- for temperatures"
                + (unit == .stone ? "; space between stones and pounds)" : ")")
        default:
            return .ignored
        }
        return .handled
    }

    /// Moves to the next or previous category.
    private mutating func switchCategory(by step: Int) {
        let all = UnitCategory.allCases
        let index = all.firstIndex(of: category) ?? 0
        category = all[(index + step + all.count) % all.count]
        unitIndex = 0
    }

    /// Saves the current conversion to the category's history.
    private mutating func save() {
        guard case .success(let conversion) = outcome else {
            note = value.isEmpty ? "type a value first" : "nothing to save: the value is not valid"
            return
        }
        do {
            try store.conversions.save(conversion.input)
            note = "saved \(conversion.input)"
        } catch {
            note = "not saved: \(error)"
        }
    }

    func render(into buffer: inout ScreenBuffer, in area: Rect) {
        let body = area.inset(top: 1, left: 2, right: 2)
        let tabs = UnitCategory.allCases.map {
            $0 == category ? "[\($0.displayName)]" : " \($0.displayName) "
        }
        buffer.write("Category", x: body.x, y: body.y, style: .bold)
        var x = body.x + 12
        for (name, each) in zip(tabs, UnitCategory.allCases) {
            x += buffer.write(name, x: x, y: body.y, style: each == category ? .reverse : .plain)
        }
        buffer.write("Value", x: body.x, y: body.y + 2, style: .bold)
        let shown = value.isEmpty ? "" : value
        let used = buffer.write(
            shown,
            x: body.x + 12,
            y: body.y + 2,
            style: CellStyle(bold: true, underline: true)
        )
        buffer.cursor = (body.x + 12 + used, body.y + 2)
        buffer.write(unit.symbol, x: body.x + 13 + used, y: body.y + 2)
        if let valueHint {
            buffer.writeLine(valueHint, in: body, row: 3, style: CellStyle(foreground: .yellow))
        }
        renderResults(into: &buffer, top: body.y + 4, left: body.x)
        if let note {
            buffer.writeLine(
                note,
                in: body,
                row: body.height - 1,
                style: CellStyle(foreground: .yellow)
            )
        }
    }

    /// One line per unit; the unit typed in is marked and reversed.
    private func renderResults(into buffer: inout ScreenBuffer, top: Int, left: Int) {
        let results: [String: String]
        switch outcome {
        case .success(let conversion)?:
            results = Dictionary(
                uniqueKeysWithValues: conversion.results.map { ($0.unit.rawValue, $0.text) }
            )
        case .failure(let error)?:
            buffer.write(
                "✗ \(error)",
                x: left,
                y: top,
                style: CellStyle(bold: true, foreground: .red),
                maxWidth: buffer.width - left - 2
            )
            results = [:]
        case nil:
            results = [:]
        }
        let offset = outcome.map { if case .failure = $0 { 2 } else { 0 } } ?? 0
        // The symbol column fits the longest symbol of the category (`US fl oz`) plus a gap.
        let longest = category.units.map { TextWidth.columns(of: $0.symbol) }.max() ?? 0
        let symbolColumns = max(6, longest + 2)
        for (index, each) in category.units.enumerated() {
            let selected = index == unitIndex
            let line =
                (selected ? "▸ " : "  ") + TextWidth.padded(each.symbol, toColumns: symbolColumns)
                + (results[each.rawValue] ?? "")
            buffer.write(line, x: left, y: top + offset + index, style: selected ? .bold : .plain)
        }
    }
}
