# jq peer of `catalog search TERM` on the embedded Font Awesome data, over Font Awesome's own
# metadata/icons.json:  jq -r --arg term heart -f search_icons.jq icons.json
#
# catalog's rules, as far as icons.json carries them: the term (case-insensitive) as part of
# the name or of an alias (an old name), or the start of a search term; ranked like catalog
# (exact name, name prefix, whole name component, other substring, old name, keyword), ties
# by name. icons.json has no categories (they are in categories.yml), so catalog's last rule
# has nothing to match here. Prints one name per line.
($term | ascii_downcase) as $t
| [ to_entries[]
    | .key as $name | .value as $icon | ($name | ascii_downcase) as $lower
    | (if $lower == $t then 0
       elif ($lower | startswith($t)) then 1
       elif any($lower | splits("[.-]"); . == $t) then 2
       elif ($lower | contains($t)) then 3
       elif any(($icon.aliases.names // [])[]; ascii_downcase | contains($t)) then 4
       elif any(($icon.search.terms // [])[]; ascii_downcase | startswith($t)) then 5
       else empty end) as $rank
    | {name: $name, rank: $rank} ]
| sort_by(.rank, .name)[]
| .name
