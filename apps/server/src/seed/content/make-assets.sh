#!/usr/bin/env bash
# make-assets.sh: rebuild the demo lesson videos and PDF handouts in ./assets from the lesson data.
#
# Needs (Debian packages): ffmpeg, fonts-wqy-microhei, espeak-ng, chromium; and the repository's node_modules (tsx),
# because the lesson list is read from ../demo-content.ts (demoCourses).
#   apt-get install -y ffmpeg fonts-wqy-microhei espeak-ng chromium
#
# For every lesson (asset name A):
#   handouts/A.html  -> assets/A.pdf  (Chromium prints the HTML; edit the HTML, not the PDF)
#   demoCourses data -> assets/A.mp4  (640x360 slide: course, lesson title, key points appearing one after another,
#                                      Mandarin narration by espeak-ng; H.264 baseline + AAC, faststart)
# Each rebuilt video's duration (ffprobe, whole seconds) is written into its videoDuration in ../demo-content.ts;
# at the end a table lists every asset's duration and size.
#
# Usage: apps/server/src/seed/content/make-assets.sh [A ...]    (no argument: every lesson; e.g. fp-01 sb-03)
set -euo pipefail

HERE="$(cd "$(dirname "${BASH_SOURCE[0]}")" && pwd)"
REPO="$(cd "$HERE/../../../../.." && pwd)"
ASSETS="$HERE/assets"
FONT=/usr/share/fonts/truetype/wqy/wqy-microhei.ttc
CHROMIUM="${CHROMIUM:-/usr/bin/chromium}"
VOICE="${VOICE:-cmn-latn-pinyin}" # Mandarin; this voice reads characters missing from espeak's dictionary as pinyin

for tool in ffmpeg ffprobe espeak-ng perl "$CHROMIUM"; do
  command -v "$tool" >/dev/null || { echo "missing: $tool" >&2; exit 1; }
done
[ -f "$FONT" ] || { echo "missing font: $FONT (apt-get install fonts-wqy-microhei)" >&2; exit 1; }
mkdir -p "$ASSETS"
WORK="$(mktemp -d)"
trap 'rm -rf "$WORK"' EXIT

# One line per lesson: asset <TAB> course name <TAB> 第N课 <TAB> lesson title <TAB> key points joined by |
list_lessons() {
  (cd "$REPO" && node --import tsx --input-type=module -e "
    import { demoCourses } from '$HERE/../demo-content.ts';
    for (const course of demoCourses) {
      let n = 0;
      for (const chapter of course.chapters) {
        for (const lesson of chapter.lessons) {
          n += 1;
          console.log([lesson.asset, course.name, '第' + n + '课', lesson.title, lesson.keyPoints.join('|')].join('\t'));
        }
      }
    }")
}

# Text as espeak should read it: 13% -> 百分之13, 1.5 -> 1点5, 2025年 -> 二零二五年, symbols in words.
narration() {
  perl -CSDA -Mutf8 -pe '
    s/(\d+(?:\.\d+)?)%/百分之$1/g;
    s/(\d+)\.(\d+)/$1点$2/g;
    s/(\d{4})年/join("", map { (qw(零 一 二 三 四 五 六 七 八 九))[$_] } split(m{}, $1))."年"/ge;
    s/÷/除以/g; s/×/乘以/g; s/=/等于/g; s/\+/加/g; s/[|“”《》]/，/g;
  ' <<<"$1"
}

seconds() { ffprobe -v error -show_entries format=duration -of csv=p=0 "$1"; }

# Speak a sentence into a WAV file: the chosen voice, else espeak's plain cmn voice, else a quiet tone of about the
# length the sentence would take (so the slide timing still works without Mandarin speech).
speak() {
  local text="$1" wav="$2" spoken
  spoken="$(narration "$text")"
  espeak-ng -v "$VOICE" -s 165 -w "$wav" "$spoken" </dev/null 2>/dev/null && return
  espeak-ng -v cmn -s 165 -w "$wav" "$spoken" </dev/null 2>/dev/null && return
  echo "espeak-ng could not speak Mandarin; using a quiet tone for: $text" >&2
  ffmpeg -nostdin -v error -y -f lavfi -i "sine=frequency=440:duration=$(awk -v n="${#text}" 'BEGIN { print n * 0.28 }')" \
    -af volume=0.03 -ar 22050 -ac 1 "$wav"
}

make_handout() {
  local asset="$1" html="$HERE/handouts/$1.html"
  [ -f "$html" ] || { echo "missing handout source: $html" >&2; exit 1; }
  "$CHROMIUM" --headless --no-sandbox --disable-gpu --no-pdf-header-footer --user-data-dir="$WORK/chromium" \
    --print-to-pdf="$ASSETS/$asset.pdf" "file://$html" </dev/null 2>/dev/null
}

make_video() {
  local asset="$1" course="$2" label="$3" title="$4" points="$5"
  local dir="$WORK/$asset"
  mkdir -p "$dir"
  IFS='|' read -r -a items <<<"$points"
  printf '%s' "$course" >"$dir/course.txt"
  printf '%s' "$label" >"$dir/label.txt"
  printf '%s' "$title" >"$dir/title.txt"

  # narration: the lesson, then each key point; a point appears on screen when its sentence starts
  local texts=("$course，$label，$title。")
  local i
  for i in "${!items[@]}"; do texts+=("${items[$i]}。"); done
  local lead=0.6 gap=0.5 inputs=() chain="" starts=()
  local start=$lead
  for i in "${!texts[@]}"; do
    speak "${texts[$i]}" "$dir/seg$i.wav"
    starts+=("$start")
    start=$(awk -v s="$start" -v d="$(seconds "$dir/seg$i.wav")" -v g="$gap" 'BEGIN { printf "%.3f", s + d + g }')
    inputs+=(-i "$dir/seg$i.wav")
    chain+="[$i:a]aresample=22050,apad=pad_dur=$gap[a$i];"
  done
  local total
  total=$(awk -v s="$start" 'BEGIN { t = s + 1.0; if (t < 20) t = 20; printf "%.2f", t }')
  local n=${#texts[@]} concat=""
  for i in $(seq 0 $((n - 1))); do concat+="[a$i]"; done
  ffmpeg -nostdin -v error -y "${inputs[@]}" -filter_complex \
    "${chain}${concat}concat=n=$n:v=0:a=1,volume=0.85,adelay=$(awk -v l="$lead" 'BEGIN { print l * 1000 }'):all=1,apad,atrim=0:$total[out]" \
    -map '[out]' -ac 1 -ar 22050 "$dir/voice.wav"

  # slide: header band with the course and 第N课, the title, then the points fading in at their narration
  local vf="drawbox=x=0:y=0:w=iw:h=52:color=0x1F4E79:t=fill"
  vf+=",drawtext=fontfile=$FONT:expansion=none:textfile=$dir/course.txt:x=24:y=15:fontsize=20:fontcolor=white"
  vf+=",drawtext=fontfile=$FONT:expansion=none:textfile=$dir/label.txt:x=w-tw-24:y=16:fontsize=18:fontcolor=0xCFE2F3"
  vf+=",drawtext=fontfile=$FONT:expansion=none:textfile=$dir/title.txt:x=40:y=74:fontsize=30:fontcolor=0x1F2937"
  vf+=",drawbox=x=40:y=120:w=64:h=4:color=0xE67E22:t=fill"
  for i in "${!items[@]}"; do
    printf '%s' "${items[$i]}" >"$dir/p$i.txt"
    local at=${starts[$((i + 1))]} y=$((144 + i * 44))
    vf+=",drawbox=x=44:y=$((y + 6)):w=10:h=10:color=0x2E75B6:t=fill:enable='gte(t,$at)'"
    vf+=",drawtext=fontfile=$FONT:expansion=none:textfile=$dir/p$i.txt:x=66:y=$y:fontsize=21:fontcolor=0x222222"
    vf+=":alpha='if(lt(t,$at),0,min(1,(t-$at)/0.5))'"
  done
  ffmpeg -nostdin -v error -y -f lavfi -i "color=c=0xF4F6FA:s=640x360:r=15:d=$total" -i "$dir/voice.wav" \
    -vf "$vf" -c:v libx264 -profile:v baseline -level 3.0 -pix_fmt yuv420p -preset veryslow -tune stillimage \
    -crf 32 -g 150 -c:a aac -b:a 32k -ac 1 -ar 22050 -movflags +faststart -t "$total" "$ASSETS/$asset.mp4"
}

wanted=" $* "
found=0
while IFS=$'\t' read -r asset course label title points; do
  if [ $# -gt 0 ] && [[ "$wanted" != *" $asset "* ]]; then continue; fi
  found=$((found + 1))
  echo "== $asset $label $title"
  make_handout "$asset"
  make_video "$asset" "$course" "$label" "$title" "$points"
  duration=$(awk -v d="$(seconds "$ASSETS/$asset.mp4")" 'BEGIN { printf "%d", d + 0.5 }')
  perl -0pi -e "s/(asset: '\Q$asset\E',\s*videoDuration: )\d+/\${1}$duration/" "$HERE/../demo-content.ts"
done < <(list_lessons)
[ "$found" -gt 0 ] || { echo "no lesson matched: $*" >&2; exit 1; }

echo
echo "asset     seconds  mp4(KB)  pdf(KB)"
for file in "$ASSETS"/*.mp4; do
  asset="$(basename "$file" .mp4)"
  printf '%-9s %7.2f  %7d  %7d\n' "$asset" "$(seconds "$file")" $(($(stat -c %s "$file") / 1024)) \
    $(($(stat -c %s "$ASSETS/$asset.pdf") / 1024))
done
echo "total: $(du -ch "$ASSETS"/*.mp4 "$ASSETS"/*.pdf | tail -1 | cut -f1)"
