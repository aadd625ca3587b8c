"""What the generators of Swift files share (generate-site-web.py, generate-vocabulary.py):
write the file, or with --check exit 1 when it is stale."""
import os
import sys


def write_or_check(output, text, generator, root, count_note):
    """Writes `text` to `output`, or with `--check` on the command line exits 1 naming the
    generator when `output` differs from it. `count_note` ends the line printed after writing."""
    shown = os.path.relpath(output, root)
    if sys.argv[1:] == ['--check']:
        with open(output, encoding='utf-8') as f:
            if f.read() != text:
                sys.exit('%s: %s is stale; run python3 Scripts/%s.py' % (generator, shown, generator))
        return
    with open(output, 'w', encoding='utf-8') as f:
        f.write(text)
    print('%s: %s into %s' % (generator, count_note, shown))
