import Yotei

/// Reads production-calendar JSON with the shared ``JSONReader`` (the core's),
/// turning its syntax errors into ``ProductionDataError``s that name the file,
/// line and field.
enum JSONParser {
  static func parse(_ text: String, file: String) throws(ProductionDataError) -> JSONNode {
    do {
      return try JSONReader.parse(text)
    } catch {
      throw ProductionDataError(
        file: file, line: error.line, field: error.path, message: "\(error.message) (column \(error.column))")
    }
  }
}
