/// The control box of a Type 1 charstring's outline (Adobe, *Type 1 Font Format*, chapter 6),
/// in font units: the box of every point FreeType's outline of the glyph would have, on and
/// off the curve, as `FT_Outline_Get_CBox` gives it after `FT_LOAD_NO_SCALE`.
///
/// Hints do not move points unhinted, so they are read and dropped; flex (OtherSubrs 0–2) is
/// its two curves, hint replacement (OtherSubr 3) gives back its subroutine number. What the
/// reader does not follow the way FreeType does throws: `seac` (an accented glyph built from
/// two others), other OtherSubrs, a point off the integer grid (FreeType rounds its 16.16
/// values), a stack or subroutine nesting past FreeType's limits.
struct Type1Outline {
    private var stack: [Double] = []
    /// OtherSubr results, taken back by `pop`.
    private var results: [Double] = []
    private var current = (x: 0.0, y: 0.0)
    private var pathBegun = false
    private var flex: (start: (x: Double, y: Double), points: [(x: Double, y: Double)])?
    private var box: FontFace.OutlineBounds?
    private var finished = false
    private let subroutines: [[UInt8]?]

    /// FreeType's limits: `T1_MAX_CHARSTRINGS_OPERANDS` and `T1_MAX_SUBRS_CALLS`.
    private static let maximumStack = 256
    private static let maximumDepth = 16

    /// The control box of `charString`'s outline, `nil` when it draws nothing.
    static func controlBox(of charString: [UInt8], subroutines: [[UInt8]?]) throws(Type1Error) -> FontFace.OutlineBounds? {
        var outline = Type1Outline(subroutines: subroutines)
        try outline.run(charString, depth: 0)
        guard outline.finished else { throw Type1Error("no endchar") }
        return outline.box
    }

    private init(subroutines: [[UInt8]?]) {
        self.subroutines = subroutines
        stack.reserveCapacity(32)
    }

    private mutating func run(_ program: [UInt8], depth: Int) throws(Type1Error) {
        guard depth <= Self.maximumDepth else { throw Type1Error("subroutines nested too deep") }
        var index = 0
        while index < program.count, !finished {
            let byte = program[index]
            index += 1
            switch byte {
            case 32...246:
                try push(Double(Int(byte) - 139))
            case 247...250:
                guard index < program.count else { throw Type1Error("cut number") }
                try push(Double((Int(byte) - 247) * 256 + Int(program[index]) + 108))
                index += 1
            case 251...254:
                guard index < program.count else { throw Type1Error("cut number") }
                try push(Double(-(Int(byte) - 251) * 256 - Int(program[index]) - 108))
                index += 1
            case 255:
                guard index + 4 <= program.count else { throw Type1Error("cut number") }
                let value = program[index..<(index + 4)].reduce(UInt32(0)) { $0 << 8 | UInt32($1) }
                try push(Double(Int32(bitPattern: value)))
                index += 4
            case 12:
                guard index < program.count else { throw Type1Error("cut escape") }
                let escape = program[index]
                index += 1
                if try !escaped(escape) { return }
            case 10:  // callsubr
                let number = try pop()
                guard number >= 0, number == number.rounded(), Int(number) < subroutines.count,
                      let subroutine = subroutines[Int(number)] else { throw Type1Error("no such subroutine") }
                try run(subroutine, depth: depth + 1)
            case 11:  // return
                return
            default:
                try operate(byte)
            }
        }
    }

    /// A one-byte operator.
    private mutating func operate(_ code: UInt8) throws(Type1Error) {
        switch code {
        case 13:  // sbx wx hsbw
            let arguments = try take(2)
            current = (arguments[0], 0)
        case 21:  // dx dy rmoveto
            let arguments = try take(2)
            moveTo(dx: arguments[0], dy: arguments[1])
        case 22:  // dx hmoveto
            moveTo(dx: try take(1)[0], dy: 0)
        case 4:  // dy vmoveto
            moveTo(dx: 0, dy: try take(1)[0])
        case 5:  // dx dy rlineto
            let arguments = try take(2)
            try lineTo(dx: arguments[0], dy: arguments[1])
        case 6:  // dx hlineto
            try lineTo(dx: try take(1)[0], dy: 0)
        case 7:  // dy vlineto
            try lineTo(dx: 0, dy: try take(1)[0])
        case 8:  // dx1 dy1 dx2 dy2 dx3 dy3 rrcurveto
            let a = try take(6)
            try curveTo(a[0], a[1], a[2], a[3], a[4], a[5])
        case 30:  // dy1 dx2 dy2 dx3 vhcurveto
            let a = try take(4)
            try curveTo(0, a[0], a[1], a[2], a[3], 0)
        case 31:  // dx1 dx2 dy2 dy3 hvcurveto
            let a = try take(4)
            try curveTo(a[0], 0, a[1], a[2], 0, a[3])
        case 9:  // closepath: the current point stays
            pathBegun = false
            stack.removeAll(keepingCapacity: true)
        case 1, 3:  // hstem, vstem
            stack.removeAll(keepingCapacity: true)
        case 14:  // endchar
            finished = true
        default:
            throw Type1Error("operator \(code)")
        }
    }

    /// A two-byte operator (after 12); `false` when it ends the charstring.
    private mutating func escaped(_ code: UInt8) throws(Type1Error) -> Bool {
        switch code {
        case 0, 1, 2:  // dotsection, vstem3, hstem3
            stack.removeAll(keepingCapacity: true)
        case 7:  // sbx sby wx wy sbw
            let arguments = try take(4)
            current = (arguments[0], arguments[1])
        case 12:  // a b div
            let divisor = try pop(), dividend = try pop()
            guard divisor != 0 else { throw Type1Error("division by zero") }
            try push(dividend / divisor)
        case 16:  // arguments… count othersubr callothersubr
            try callOtherSubroutine()
        case 17:  // pop
            guard let result = results.popLast() else { throw Type1Error("pop without a result") }
            try push(result)
        case 33:  // x y setcurrentpoint: after flex, where the flex ended
            let arguments = try take(2)
            guard arguments[0] == current.x, arguments[1] == current.y else { throw Type1Error("setcurrentpoint elsewhere") }
        default:
            throw Type1Error("escape \(code)")  // seac (6) among them
        }
        return true
    }

    private mutating func callOtherSubroutine() throws(Type1Error) {
        let number = try pop(), count = try pop()
        guard count >= 0, count == count.rounded(), Int(count) <= stack.count else { throw Type1Error("callothersubr") }
        let arguments = Array(stack.suffix(Int(count)))
        stack.removeLast(Int(count))
        switch (number, arguments.count) {
        case (1, 0):  // start flex
            flex = (current, [])
        case (2, 0):  // a flex point, where the last rmoveto went
            guard flex != nil else { throw Type1Error("flex point outside flex") }
            flex?.points.append(current)
        case (0, 3):  // end flex: the reference point, then two curves
            guard let flex, flex.points.count == 7 else { throw Type1Error("flex without 7 points") }
            self.flex = nil
            try begin(at: flex.start)
            for point in flex.points.dropFirst() { try add(point) }
            current = flex.points[6]
            pathBegun = true
            results = [arguments[2], arguments[1]]  // `pop pop` gives x then y
        case (3, 1):  // hint replacement: hands back the subroutine number
            results = [arguments[0]]
        default:
            throw Type1Error("OtherSubr \(number)")
        }
    }

    private mutating func moveTo(dx: Double, dy: Double) {
        current = (current.x + dx, current.y + dy)
        if flex == nil { pathBegun = false }  // inside flex a move only places the next point
    }

    private mutating func lineTo(dx: Double, dy: Double) throws(Type1Error) {
        guard dx != 0 || dy != 0 else { return }  // FreeType drops a line of no length
        try begin(at: current)
        current = (current.x + dx, current.y + dy)
        try add(current)
    }

    private mutating func curveTo(_ dx1: Double, _ dy1: Double, _ dx2: Double, _ dy2: Double, _ dx3: Double, _ dy3: Double) throws(Type1Error) {
        let first = (x: current.x + dx1, y: current.y + dy1)
        let second = (x: first.x + dx2, y: first.y + dy2)
        let end = (x: second.x + dx3, y: second.y + dy3)
        try begin(at: current)
        try add(first)
        try add(second)
        try add(end)
        current = end
    }

    /// Adds the contour's first point when a drawing operator starts a contour.
    private mutating func begin(at point: (x: Double, y: Double)) throws(Type1Error) {
        guard !pathBegun else { return }
        pathBegun = true
        try add(point)
    }

    private mutating func add(_ point: (x: Double, y: Double)) throws(Type1Error) {
        guard point.x == point.x.rounded(), point.y == point.y.rounded(), abs(point.x) < 32768, abs(point.y) < 32768 else {
            throw Type1Error("point off the integer grid")
        }
        let x = Int(point.x), y = Int(point.y)
        if let old = box {
            box = FontFace.OutlineBounds(xMin: min(old.xMin, x), yMin: min(old.yMin, y), xMax: max(old.xMax, x), yMax: max(old.yMax, y))
        } else {
            box = FontFace.OutlineBounds(xMin: x, yMin: y, xMax: x, yMax: y)
        }
    }

    private mutating func push(_ value: Double) throws(Type1Error) {
        guard stack.count < Self.maximumStack else { throw Type1Error("stack overflow") }
        stack.append(value)
    }

    private mutating func pop() throws(Type1Error) -> Double {
        guard let value = stack.popLast() else { throw Type1Error("stack underflow") }
        return value
    }

    /// The operator's `count` arguments, bottom first; the stack is cleared, as every Type 1
    /// operator but the arithmetic, subroutine and OtherSubr ones clears it.
    private mutating func take(_ count: Int) throws(Type1Error) -> [Double] {
        guard stack.count >= count else { throw Type1Error("too few arguments") }
        let arguments = Array(stack.suffix(count))
        stack.removeAll(keepingCapacity: true)
        return arguments
    }
}
