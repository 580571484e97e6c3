import Foundation

/// The JUnit XML that CI systems read (the Apache Ant JUnit schema, which Jenkins, GitLab and
/// GitHub's test reporters accept): one `testsuite` per script, one `testcase` per check.
struct JUnitReport {
    var scripts: [LayoutTestScript]
    var timestamp = Date()
    var hostname = ProcessInfo.processInfo.hostName

    func document() -> String {
        let stamp = Self.timestampFormat(timestamp)
        let host = hostname.isEmpty ? "localhost" : hostname
        var xml = "<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n<testsuites>\n"
        for (index, script) in scripts.enumerated() {
            let failures = script.cases.filter { !$0.passed }.count
            let name = Self.suiteName(script.file)
            xml += "  <testsuite name=\"\(Self.escape(name))\" package=\"\(Self.escape(name))\" id=\"\(index)\" timestamp=\"\(stamp)\" hostname=\"\(Self.escape(host))\""
            xml += " tests=\"\(script.cases.count)\" failures=\"\(failures)\" errors=\"0\" skipped=\"0\" time=\"\(Self.seconds(script.seconds))\">\n"
            xml += "    <properties>\n      <property name=\"file\" value=\"\(Self.escape(script.file))\"/>\n    </properties>\n"
            for testCase in script.cases {
                xml += "    <testcase name=\"\(Self.escape("\(testCase.file):\(testCase.line): \(testCase.name)"))\" classname=\"\(Self.escape(name))\" time=\"0\""
                if let failure = testCase.failure {
                    xml += ">\n      <failure type=\"LayoutExpectation\" message=\"\(Self.escape(testCase.name))\">\(Self.escape(failure))</failure>\n    </testcase>\n"
                } else {
                    xml += "/>\n"
                }
            }
            xml += "    <system-out>\(Self.escape(script.transcript))</system-out>\n    <system-err></system-err>\n  </testsuite>\n"
        }
        return xml + "</testsuites>\n"
    }

    /// `LayoutTests/cards.fl` → `LayoutTests.cards` (a class-like name, as the schema's readers expect).
    static func suiteName(_ file: String) -> String {
        let trimmed = file.hasSuffix(".fl") ? String(file.dropLast(3)) : file
        let name = trimmed.split(separator: "/").filter { $0 != "." && $0 != ".." }.joined(separator: ".")
        return name.isEmpty ? "script" : name
    }

    /// `2026-11-25T02:41:23`: the schema's pattern has no time zone; the time is UTC.
    static func timestampFormat(_ date: Date) -> String {
        let formatter = DateFormatter()
        formatter.locale = Locale(identifier: "en_US_POSIX")
        formatter.timeZone = TimeZone(identifier: "UTC")
        formatter.dateFormat = "yyyy-MM-dd'T'HH:mm:ss"
        return formatter.string(from: date)
    }

    static func seconds(_ value: Double) -> String {
        String(format: "%.3f", value)
    }

    /// Text for an attribute or element: markup characters escaped, and characters XML 1.0 cannot
    /// hold (control characters other than tab and newline, such as colour escapes) dropped.
    static func escape(_ text: String) -> String {
        var escaped = ""
        for scalar in text.unicodeScalars {
            switch scalar {
            case "&": escaped += "&amp;"
            case "<": escaped += "&lt;"
            case ">": escaped += "&gt;"
            case "\"": escaped += "&quot;"
            case "\t", "\n", "\r": escaped.unicodeScalars.append(scalar)
            default:
                if scalar.value < 0x20 || (0xFFFE...0xFFFF).contains(scalar.value) { continue }
                escaped.unicodeScalars.append(scalar)
            }
        }
        return escaped
    }
}
