import Testing
import Yotei
import YoteiTable

/// CSV by RFC 4180 (section 2: CRLF line ends, a header, quotes around a
/// field with a comma, quote, CR or LF, quotes doubled) and JSON Lines.
@Suite struct TextWritersTests {
  let columns = [
    TableColumn("d", .date), TableColumn("n", .int64), TableColumn("b", .boolean), TableColumn("x", .double),
    TableColumn("s", .string, nullable: true),
  ]

  func written(_ format: TableFormat, _ rows: [[TableValue]]) throws -> String {
    let sink = MemorySink()
    let writer = try format.writer(columns: columns, sink: sink)
    for row in rows { try writer.append(row) }
    try writer.finish()
    return String(decoding: sink.bytes, as: UTF8.self)
  }

  let rows: [[TableValue]] = [
    [.date(Day(iso: 2025, 3, 21)!), .int64(-5), .boolean(true), .double(7.2), .string("Nowruz, day 1")],
    [.date(Day(iso: 1, 1, 1)!), .int64(0), .boolean(false), .double(8), .null],
    [.date(Day(iso: 2025, 1, 1)!), .int64(1), .boolean(false), .double(0.5), .string("say \"hi\"\r\nתודה")],
    [.date(Day(iso: -44, 3, 15)!), .int64(Int64.min), .boolean(true), .double(-0.25), .string("")],
  ]

  @Test func csvQuotesOnlyWhereRFC4180Asks() throws {
    let text = try written(.csv, rows)
    #expect(
      text
        == "d,n,b,x,s\r\n"
        + "2025-03-21,-5,true,7.2,\"Nowruz, day 1\"\r\n"
        + "0001-01-01,0,false,8,\r\n"
        + "2025-01-01,1,false,0.5,\"say \"\"hi\"\"\r\nתודה\"\r\n"
        + "-0044-03-15,-9223372036854775808,true,-0.25,\r\n")
  }

  @Test func csvFieldQuoting() {
    #expect(CSVWriter.field("plain text") == "plain text")
    #expect(CSVWriter.field("a,b") == "\"a,b\"")
    #expect(CSVWriter.field("line\nbreak") == "\"line\nbreak\"")
    #expect(CSVWriter.field("cr\r") == "\"cr\r\"")
    #expect(CSVWriter.field("\"") == "\"\"\"\"")
    #expect(CSVWriter.field("") == "")
  }

  @Test func jsonLinesHaveTheColumnsAsKeys() throws {
    let text = try written(.jsonl, rows)
    let lines = text.split(separator: "\n", omittingEmptySubsequences: false)
    #expect(lines.count == 5)
    #expect(lines.last == "")
    #expect(lines[0] == #"{"d":"2025-03-21","n":-5,"b":true,"x":7.2,"s":"Nowruz, day 1"}"#)
    #expect(lines[1] == #"{"d":"0001-01-01","n":0,"b":false,"x":8,"s":null}"#)
    #expect(lines[2] == #"{"d":"2025-01-01","n":1,"b":false,"x":0.5,"s":"say \"hi\"\r\nתודה"}"#)
    #expect(lines[3] == #"{"d":"-0044-03-15","n":-9223372036854775808,"b":true,"x":-0.25,"s":""}"#)
  }

  @Test func formatsByNameAndExtension() throws {
    #expect(try TableFormat(name: "PARQUET") == .parquet)
    #expect(TableFormat(path: "out/days.parquet") == .parquet)
    #expect(TableFormat(path: "days.CSV") == .csv)
    #expect(TableFormat(path: "days.ndjson") == .jsonl)
    #expect(TableFormat(path: "days") == nil)
    #expect(TableFormat(path: "a.csv/days") == nil)
    do {
      _ = try TableFormat(name: "xlsx")
      Issue.record("xlsx was taken")
    } catch {
      #expect(error.field == "format")
      #expect(error.value == "xlsx")
      #expect(error.allowed == "csv, parquet, jsonl")
    }
  }

  @Test func nonFiniteNumbersAreRefused() throws {
    let writer = try TableFormat.jsonl.writer(columns: [TableColumn("x", .double)], sink: MemorySink())
    #expect(throws: TableError.self) { try writer.append([.double(.nan)]) }
    #expect(throws: TableError.self) { try writer.append([.double(.infinity)]) }
  }
}
