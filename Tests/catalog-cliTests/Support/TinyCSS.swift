import CatalogTestSupport
import Foundation

/// A style sheet as tinycss2 (python3) reads it: the rules, the declarations each keeps, the
/// values of its strings and of `local()`, and how many parse errors there were at any depth
/// (a bad string, a bad declaration, a bad rule).
struct TinyCSS: Decodable, Equatable {
    /// Every string token's value, decoded (escapes undone), in order.
    var strings: [String]
    /// The string argument of each `local()`, decoded.
    var locals: [String]
    /// Each rule: its prelude (`@font-face`, `:root`, `@supports SELECTOR` for a rule inside
    /// an @supports), then the names of the declarations it kept.
    var rules: [[String]]
    /// Parse errors anywhere.
    var errors: Int

    /// True when python3 has tinycss2 (asked once, for a test trait).
    static let available = Python.has("tinycss2")

    /// Parses `css` with tinycss2.
    static func parse(_ css: String) async throws -> TinyCSS {
        try JSONDecoder().decode(TinyCSS.self, from: Data(try await Python.run(script, input: css).utf8))
    }

    static let script = """
        import sys, json, tinycss2
        out = {'strings': [], 'locals': [], 'rules': [], 'errors': 0}
        def walk(nodes):
            for node in nodes:
                if node.type == 'error': out['errors'] += 1
                elif node.type == 'string': out['strings'].append(node.value)
                elif node.type in ('() block', '[] block', '{} block'): walk(node.content)
                elif node.type == 'function':
                    if node.lower_name == 'local':
                        out['locals'] += [a.value for a in node.arguments if a.type == 'string']
                    walk(node.arguments)
        def declarations(content):
            names = []
            for node in tinycss2.parse_declaration_list(content, skip_whitespace=True, skip_comments=True):
                if node.type == 'error': out['errors'] += 1
                elif node.type == 'declaration':
                    walk(node.value)
                    names.append(node.lower_name)
            return names
        for rule in tinycss2.parse_stylesheet(sys.stdin.buffer.read().decode('utf-8'), skip_whitespace=True, skip_comments=True):
            if rule.type == 'error':
                out['errors'] += 1
                continue
            walk(rule.prelude)
            prelude = tinycss2.serialize(rule.prelude).strip()
            if rule.type == 'qualified-rule':
                out['rules'].append([prelude] + declarations(rule.content))
            elif rule.lower_at_keyword == 'font-face':
                out['rules'].append(['@font-face'] + declarations(rule.content))
            else:
                for inner in tinycss2.parse_rule_list(rule.content, skip_whitespace=True, skip_comments=True):
                    if inner.type == 'error': out['errors'] += 1
                    elif inner.type == 'qualified-rule':
                        walk(inner.prelude)
                        name = '@' + rule.lower_at_keyword + ' ' + tinycss2.serialize(inner.prelude).strip()
                        out['rules'].append([name] + declarations(inner.content))
        print(json.dumps(out))
        """
}
