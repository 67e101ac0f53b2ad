/// The path of a file in Tests/YoteiTests/Fixtures.
func fixturePath(_ name: String, file: StaticString = #filePath) -> String {
  let here = "\(file)"
  let folder = here[..<here.lastIndex(of: "/")!]
  return "\(folder)/Fixtures/\(name)"
}
