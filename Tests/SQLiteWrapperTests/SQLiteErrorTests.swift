import SQLiteWrapper
import TestSupport
import Testing

@Suite struct SQLiteErrorTests {
    static let schema = """
        CREATE TABLE parent (id INTEGER PRIMARY KEY, name TEXT NOT NULL UNIQUE) STRICT;
        CREATE TABLE child (
            id INTEGER PRIMARY KEY,
            parent_id INTEGER NOT NULL REFERENCES parent (id),
            amount INTEGER NOT NULL CHECK (amount >= 0)
        ) STRICT;
        INSERT INTO parent (id, name) VALUES (1, 'first');
        """

    static let cases: [(sql: String, arguments: [DatabaseValue], code: ResultCode)] = [
        ("INSERT INTO parent (name) VALUES (?)", ["first"], .constraintUnique),
        ("INSERT INTO child (parent_id, amount) VALUES (?, ?)", [99, 1], .constraintForeignKey),
        ("INSERT INTO child (parent_id, amount) VALUES (?, ?)", [1, -5], .constraintCheck),
        ("INSERT INTO parent (name) VALUES (?)", [nil], .constraintNotNull),
        ("INSERT INTO child (parent_id, amount) VALUES (?, ?)", [1, 1.5], .constraintDataType),
        ("INSERT INTO parent (id, name) VALUES (?, ?)", [1, "other"], .constraintPrimaryKey),
    ]

    @Test(arguments: cases)
    func constraintViolationsKeepTheirExtendedCode(
        _ testCase: (sql: String, arguments: [DatabaseValue], code: ResultCode)
    ) throws {
        try withDatabase { database, _ in
            try database.execute(script: Self.schema)
            let error = sqliteError { try database.execute(testCase.sql, testCase.arguments) }
            #expect(error?.code == testCase.code)
            #expect(error.map { ResultCode.constraint ~= $0.code } == true)
            #expect(error?.sql == testCase.sql)
        }
    }

    @Test func descriptionsNeverShowBoundValues() throws {
        try withDatabase { database, _ in
            try database.execute(script: Self.schema)
            let secret = "my secret salary note 98765.43"
            let error = sqliteError {
                try database.execute(
                    "INSERT INTO parent (id, name) VALUES (?, ?)",
                    [1, .text(secret)]
                )
            }
            let description = try #require(error?.description)
            #expect(description.contains("INSERT INTO parent"))
            #expect(description.contains("1555"))
            #expect(!description.contains(secret))
            #expect(!description.contains("98765"))
        }
    }

    @Test func primaryCodesMatchTheirFamilyButExtendedCodesDoNot() {
        #expect(ResultCode.constraint ~= .constraintUnique)
        #expect(!(ResultCode.constraintCheck ~= .constraintUnique))
        #expect(ResultCode.constraintUnique.primary == .constraint)
        #expect(ResultCode.constraintUnique.rawValue == 2067)
        #expect(ResultCode.constraintForeignKey.rawValue == 787)
    }
}
