#!/usr/bin/env python3
"""Keeps docs/architecture.md's target map true to Sources/ and Package.swift.

    Scripts/architecture-map.py           rewrite the file and line counts in place
    Scripts/architecture-map.py --check   exit 1 naming what the map gets wrong

The map has one table of targets (target, job, depends on, files, lines) and, under a
`### TARGET` heading each, one table of that target's folders and top-level files
(`Folder/` or `File.swift`, files, lines, what). --check fails when a target's dependencies
differ from Package.swift's, when a Swift file of Sources/TARGET is in no row or in two, or
when a row names nothing; counts it leaves to the rewrite, since every edit changes them.
"""
import os
import re
import sys

root = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
doc_path = os.path.join(root, "docs", "architecture.md")
ROW = re.compile(r"^\| `([^`]+)` \|")


def swift_files(target):
    base = os.path.join(root, "Sources", target)
    found = []
    for folder, _, names in os.walk(base):
        found += [os.path.relpath(os.path.join(folder, n), base) for n in names if n.endswith(".swift")]
    return sorted(found)


def count(target, entry):
    files = [f for f in swift_files(target) if covers(entry, f)]
    lines = 0
    for f in files:
        with open(os.path.join(root, "Sources", target, f), encoding="utf-8") as handle:
            lines += sum(1 for _ in handle)
    return len(files), lines


def covers(entry, path):
    return path.startswith(entry) if entry.endswith("/") else path == entry


def package_dependencies():
    text = open(os.path.join(root, "Package.swift"), encoding="utf-8").read()
    found = {}
    for match in re.finditer(r'\.(?:target|executableTarget)\(\s*name: "([^"]+)",\s*dependencies: \[([^\]]*)\]', text):
        found[match.group(1)] = sorted(re.findall(r'"([^"]+)"', match.group(2)))
    return found


def number(value):
    return f"{value:,}"


def main():
    check = "--check" in sys.argv[1:]
    lines = open(doc_path, encoding="utf-8").read().split("\n")
    problems, section, targets = [], None, []
    rows_by_target = {}
    for index, line in enumerate(lines):
        heading = re.match(r"^### (\S+)$", line)
        if heading:
            section = heading.group(1)
            continue
        if line.startswith("## "):
            section = "top" if line == "## The targets" else None
            continue
        match = ROW.match(line)
        if not match or section is None:
            continue
        cells = line.split(" | ")
        name = match.group(1)
        if section == "top":
            targets.append((name, cells[2]))
            files, total = (len(swift_files(name)), sum(count(name, f)[1] for f in swift_files(name)))
            cells[3], cells[4] = str(files), number(total) + " |"
        else:
            rows_by_target.setdefault(section, []).append(name)
            files, total = count(section, name)
            if files == 0:
                problems.append(f"docs/architecture.md:{index + 1}: `{name}` names nothing in Sources/{section}")
            cells[1], cells[2] = str(files), number(total)
        lines[index] = " | ".join(cells)

    declared = package_dependencies()
    for name, depends in targets:
        listed = sorted(re.findall(r"`([^`]+)`", depends))
        actual = declared.get(name, [])
        if depends.strip().startswith("all "):  # "all seven": every other library target
            listed = sorted(t for t, _ in targets if t != name)
        if name not in declared:
            problems.append(f"docs/architecture.md: target `{name}` is not in Package.swift")
        elif listed != sorted(actual):
            problems.append(f"docs/architecture.md: `{name}` depends on {', '.join(sorted(actual))} in Package.swift, "
                            f"the map says {', '.join(listed)}")
    for name in declared:
        if name not in [t for t, _ in targets]:
            problems.append(f"docs/architecture.md: Package.swift's target `{name}` is not in the map")
    for target, rows in rows_by_target.items():
        for path in swift_files(target):
            owners = [row for row in rows if covers(row, path)]
            if len(owners) != 1:
                problems.append(f"Sources/{target}/{path}: in {len(owners)} rows of docs/architecture.md's {target} table")

    all_files = sum(len(swift_files(t)) for t, _ in targets)
    all_lines = sum(count(t, f)[1] for t, _ in targets for f in swift_files(t))
    summary = (f"Lines are `find Sources/X -name '*.swift' | xargs cat | wc -l`, written by\n"
               f"`Scripts/architecture-map.py`: {number(all_lines)} lines in {number(all_files)} files.")
    for index, line in enumerate(lines):
        if line.startswith("Lines are `find Sources/X"):
            end = index
            while lines[end].strip():
                end += 1
            lines[index:end] = summary.split("\n")
            break

    if check:
        for problem in problems:
            print(problem, file=sys.stderr)
        sys.exit(1 if problems else 0)
    with open(doc_path, "w", encoding="utf-8") as handle:
        handle.write("\n".join(lines))
    for problem in problems:
        print(problem, file=sys.stderr)
    print(f"architecture-map: {all_files} files, {all_lines} lines; {len(problems)} problems")


if __name__ == "__main__":
    main()
