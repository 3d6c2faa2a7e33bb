#!/usr/bin/env bash
# Makes the Arabic typeface files the storefront serves (storefront/app/styles/fonts/) from
# @fontsource/ibm-plex-sans-arabic: only the letters, marks, digits and punctuation of Arabic
# as UAE pages write it (U+0600–U+0670), with every layout feature kept so letters still join.
# 18 KB a weight instead of 43 KB (docs/decisions/035). The files are committed; run this only
# after upgrading the font package. Needs fontTools (Debian: apt-get install python3-fonttools).
set -euo pipefail
cd "$(dirname "$0")/.."
source=storefront/node_modules/@fontsource/ibm-plex-sans-arabic
target=storefront/app/styles/fonts
# Keep in step with the unicode-range of the @font-face rules in storefront/app/styles/app.css.
unicodes='U+0600-0670,U+200C-200F,U+25CC'
for weight in 400 700; do
  python3 -m fontTools.subset "$source/files/ibm-plex-sans-arabic-arabic-$weight-normal.woff2" \
    --unicodes="$unicodes" --layout-features='*' --flavor=woff2 \
    --output-file="$target/ibm-plex-sans-arabic-$weight.woff2"
done
cp "$source/LICENSE" "$target/OFL.txt"
ls -l "$target"
