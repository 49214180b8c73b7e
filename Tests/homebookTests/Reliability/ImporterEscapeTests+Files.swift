import Foundation
import TestSupport

/// The budget and recipe importers' cases for ``ImporterEscapeTests``.
extension ImporterEscapeTests {
    static let map = ["budget", "import", "--map", "date=Date,name=Payee,amount=Amount"]

    static let bankCases: [Case] = [
        Case(
            name: "bank column missing",
            arguments: map,
            file: "a.csv",
            bytes: Array(
                "Date,Who\(h)\(osc),Amount\r\n2026-01-05,x,1.00\r\n".utf8
            )
        ),
        Case(
            name: "bank bad date, amount, name",
            arguments: map,
            file: "b.csv",
            bytes: Array(
                "Date,Payee,Amount\n\"\(h)\(osc)\",\"\",\"1\(h)\(osc)\"\n".utf8
            )
        ),
        Case(
            name: "bank name with line break",
            arguments: map,
            file: "c.csv",
            bytes: Array(
                "Date,Payee,Amount\n2026-01-05,\"a\n\(h)\",1.00\n".utf8
            )
        ),
        Case(
            name: "bank field count",
            arguments: map,
            file: "d.csv",
            bytes: Array(
                "Date,Payee,Amount\n2026-01-05,\(h)\n".utf8
            )
        ),
        Case(
            name: "bank bad quoting",
            arguments: map,
            file: "e.csv",
            bytes: Array(
                "Date,Payee,Amount\n2026-01-05,\"\(h)\"x\(osc),1\n".utf8
            )
        ),
        Case(
            name: "bank not UTF-8",
            arguments: map,
            file: "f.csv",
            bytes: Array(
                "Date,Payee,Amount\n2026-01-05,".utf8
            ) + [0x9B, 0x32, 0x4A, 0x1B, 0x5B, 0x32, 0x4A]
                + Array(",1\n".utf8)
        ),
        Case(
            name: "bank debit and credit",
            arguments: [
                "budget", "import", "--map", "date=Date,name=Payee,debit=D,credit=C",
            ],
            file: "g.csv",
            bytes: Array("Date,Payee,D,C\n2026-01-05,x,\(h),\(osc)\n".utf8)
        ),
        Case(
            name: "bank category column",
            arguments: map + ["--category-from", "Cat"],
            file: "h.csv",
            bytes: Array("Date,Payee,Amount\n2026-01-05,x,1\n".utf8)
        ),
        Case(
            name: "bank date format",
            arguments: map + ["--date-format", "%d/%m/%Y"],
            file: "i.csv",
            bytes: Array("Date,Payee,Amount\n\(h)\(osc),x,1\n".utf8)
        ),
    ]

    static let journal = ["budget", "import"]

    static let ledgerCases: [Case] = [
        Case(
            name: "CSV header",
            arguments: journal,
            file: "a.csv",
            bytes: Array(
                "\(h)\(osc),kind\n".utf8
            )
        ),
        Case(
            name: "CSV every field",
            arguments: journal,
            file: "b.csv",
            bytes: Array(
                "date,kind,name,amount,category,note\n\(h),\(osc),\"\(h)\n\",1\(h),\(h),\(osc)\n"
                    .utf8
            )
        ),
        Case(
            name: "CSV not UTF-8",
            arguments: journal,
            file: "c.csv",
            bytes: Array(
                "date,kind,name,amount,category,note\n2026-01-05,expense,".utf8
            )
                + [0x9B, 0x32, 0x4A, 0x1B] + Array(",1,,\n".utf8)
        ),
        Case(
            name: "CSV field count",
            arguments: journal,
            file: "d.csv",
            bytes: Array(
                "date,kind,name,amount,category,note\n2026-01-05,\(h)\n".utf8
            )
        ),
    ]

    static let recipe = ["recipe", "import"]

    static let recipeCases: [Case] = [
        Case(
            name: "Cooklang named by its file",
            arguments: recipe,
            file: "\(h).cook",
            bytes: Array(
                ">> \(h): \(osc)\n".utf8
            ),
            refused: false
        ),
        Case(
            name: "Cooklang bad name",
            arguments: recipe,
            file: "b.cook",
            bytes: Array(
                ">> title: \(h)\u{0}\(osc)\n@salt{1%g}\n".utf8
            )
        ),
        Case(
            name: "Cooklang not UTF-8",
            arguments: recipe,
            file: "c.cook",
            bytes: Array(
                ">> title: a".utf8
            ) + [0x9B, 0x32, 0x4A, 0xC2, 0x1B] + Array("\n".utf8)
        ),
        Case(
            name: "JSON-LD broken",
            arguments: recipe,
            file: "d.html",
            bytes: Array(
                "<html><script type=\"application/ld+json\">{\"@type\":\"Recipe\",\"name\":\"\(h)\(osc)\"\(h)}</script>"
                    .utf8
            )
        ),
        Case(
            name: "JSON-LD bad fields",
            arguments: recipe,
            file: "e.json",
            bytes: Array(
                "{\"@type\":\"Recipe\",\"name\":\"\\u001b]0;x\\u0007\\n\\u009b2J\",\"url\":\"\(h)\(osc)\"}"
                    .utf8
            )
        ),
        Case(
            name: "JSON-LD no recipe",
            arguments: recipe,
            file: "f.html",
            bytes: Array(
                "<html><title>\(h)</title><script type=\"application/ld+json\">{\"@type\":\"\(h)\"}</script>"
                    .utf8
            )
        ),
        Case(
            name: "JSON not a recipe",
            arguments: recipe,
            file: "g.json",
            bytes: Array(
                "[\"\(h)\(osc)\", {\"@type\": \"\(h)\"}]".utf8
            )
        ),
        Case(
            name: "Paprika entry not gzip",
            arguments: recipe,
            file: "h.paprikarecipes",
            bytes: TestZip.archive([
                .init(
                    name: "\(h)\(osc).paprikarecipe",
                    content: Array("\(h)".utf8),
                    compress: false
                )
            ])
        ),
        Case(
            name: "Paprika not a zip",
            arguments: recipe,
            file: "i.paprikarecipes",
            bytes: Array("\(h)\(osc)".utf8)
        ),
        Case(
            name: "unknown format",
            arguments: recipe,
            file: "\(h).txt",
            bytes: Array(
                "\(h)\(osc)".utf8
            )
        ),
    ]
}
