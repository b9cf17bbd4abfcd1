/// `name` with its first letter lowercased: the variable or key a generated app uses for a type.
func lowercasingFirst(_ name: String) -> String {
    name.prefix(1).lowercased() + name.dropFirst()
}
