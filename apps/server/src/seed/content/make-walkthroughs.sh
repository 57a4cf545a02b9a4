#!/usr/bin/env bash
# make-walkthroughs.sh: rebuild the walkthrough videos of the demo invoicing case, assets/bwkp-q01.mp4 … bwkp-q17.mp4,
# one per question, from the model answers worked in the simulator itself.
#
# Needs what make-assets.sh needs (Debian: ffmpeg, fonts-wqy-microhei, espeak-ng, chromium; the repository's
# node_modules with tsx and @playwright/test), and a build of the product (scripts/start.mjs builds what is stale).
#   apt-get install -y ffmpeg fonts-wqy-microhei espeak-ng chromium
#
# 1. Capture: e2e/walkthrough/capture.spec.ts (its own Playwright config: the product on port 8191 from a fresh embedded
#    database in .tmp/walkthrough-data, one Chromium) signs in a demo student, works the 17 questions of
#    ../bwkp-demo-case.ts through the UI and saves a 1280×720 screenshot of every step of ../bwkp-walkthroughs.ts in
#    the work folder (q05-form.png …; shots.tsv lists them with their captions).
# 2. Video, per question: each step's screenshot (scaled to 1120×630) over a caption band with the step's caption in
#    WenQuanYi Micro Hei, shown while its Mandarin narration (espeak-ng, as make-assets.sh) plays; 1280×720, H.264
#    baseline + AAC, faststart. The captions and narration are read from ../bwkp-walkthroughs.ts at build time.
# At the end a table lists every walkthrough's duration and size.
#
# Usage: apps/server/src/seed/content/make-walkthroughs.sh [--reuse-shots] [N ...]
#   N: question numbers (5 14) or asset names (bwkp-q05); none: all 17.
#   --reuse-shots: skip the capture and use the screenshots of the last one (after a change of the texts only).
# Environment: WALKTHROUGH_DIR (work folder, default .tmp/walkthrough), WALKTHROUGH_PORT, WALKTHROUGH_DATA_DIR,
#   CHROMIUM_PATH, VOICE.
set -euo pipefail

HERE="$(cd "$(dirname "${BASH_SOURCE[0]}")" && pwd)"
REPO="$(cd "$HERE/../../../../.." && pwd)"
ASSETS="$HERE/assets"
FONT=/usr/share/fonts/truetype/wqy/wqy-microhei.ttc
VOICE="${VOICE:-cmn-latn-pinyin}" # as make-assets.sh
WORK_DIR="${WALKTHROUGH_DIR:-$REPO/.tmp/walkthrough}"
SHOTS="$WORK_DIR/shots"

reuse=0
wanted=()
for argument in "$@"; do
  case "$argument" in
    --reuse-shots) reuse=1 ;;
    bwkp-q[0-9][0-9]) wanted+=("$argument") ;;
    [0-9] | [0-9][0-9]) wanted+=("$(printf 'bwkp-q%02d' "$((10#$argument))")") ;;
    *) echo "usage: $0 [--reuse-shots] [N ...]" >&2; exit 2 ;;
  esac
done

for tool in ffmpeg ffprobe espeak-ng perl node npx; do
  command -v "$tool" >/dev/null || { echo "missing: $tool (apt-get install -y ffmpeg espeak-ng)" >&2; exit 1; }
done
[ -f "$FONT" ] || { echo "missing font: $FONT (apt-get install fonts-wqy-microhei)" >&2; exit 1; }
mkdir -p "$ASSETS" "$WORK_DIR"
BUILD="$(mktemp -d)"
trap 'rm -rf "$BUILD"' EXIT

# ---- 1. capture ---------------------------------------------------------------------------------------------------

if [ "$reuse" -eq 0 ]; then
  echo "== capture (Playwright, e2e/walkthrough): the 17 questions worked in the simulator"
  (cd "$REPO" && WALKTHROUGH_DIR="$SHOTS" npx playwright test -c e2e/walkthrough/playwright.config.ts)
fi
[ -f "$SHOTS/shots.tsv" ] || { echo "no screenshots in $SHOTS: run without --reuse-shots" >&2; exit 1; }

# ---- 2. videos ----------------------------------------------------------------------------------------------------

# One line per step: asset <TAB> question <TAB> step <TAB> steps <TAB> shot <TAB> caption <TAB> speech
list_steps() {
  (cd "$REPO" && node --import tsx --input-type=module -e "
    import { bwkpWalkthroughs } from '$HERE/../bwkp-walkthroughs.ts';
    for (const walkthrough of bwkpWalkthroughs) {
      for (const [index, step] of walkthrough.steps.entries()) {
        console.log([walkthrough.asset, walkthrough.sort, index + 1, walkthrough.steps.length, step.shot,
          step.caption, step.speech ?? step.caption].join('\t'));
      }
    }")
}

# Text as espeak should read it: make-assets.sh's narration(), after the fixes a walkthrough's texts need: no
# asterisks (*家具*办公桌), long numbers (codes, invoice numbers) digit by digit, 7280.00 → 7280, -7280 → 负7280, dashes.
narration() {
  perl -CSDA -Mutf8 -pe '
    s/\*//g; s/[—–]/，/g;
    s/(?<![\d.])(\d{7,})(?![\d.])/join("", map { (qw(零 一 二 三 四 五 六 七 八 九))[$_] } split(m{}, $1))/ge;
    s/(\d)\.00(?!\d)/$1/g;
    s/(?<![\w.])-(?=\d)/负/g;
  ' <<<"$1" | perl -CSDA -Mutf8 -pe '
    s/(\d+(?:\.\d+)?)%/百分之$1/g;
    s/(\d+)\.(\d+)/$1点$2/g;
    s/(\d{4})年/join("", map { (qw(零 一 二 三 四 五 六 七 八 九))[$_] } split(m{}, $1))."年"/ge;
    s/÷/除以/g; s/×/乘以/g; s/=/等于/g; s/\+/加/g; s/[|“”《》]/，/g;
  '
}

seconds() { ffprobe -v error -show_entries format=duration -of csv=p=0 "$1"; }

# As make-assets.sh: the chosen voice, else espeak's plain cmn voice, else a quiet tone of about the sentence's length.
speak() {
  local text="$1" wav="$2" spoken
  spoken="$(narration "$text")"
  espeak-ng -v "$VOICE" -s 165 -w "$wav" "$spoken" </dev/null 2>/dev/null && return
  espeak-ng -v cmn -s 165 -w "$wav" "$spoken" </dev/null 2>/dev/null && return
  echo "espeak-ng could not speak Mandarin; using a quiet tone for: $text" >&2
  ffmpeg -nostdin -v error -y -f lavfi -i "sine=frequency=440:duration=$(awk -v n="${#text}" 'BEGIN { print n * 0.28 }')" \
    -af volume=0.03 -ar 22050 -ac 1 "$wav"
}

# The caption in lines of at most $2 em (a Chinese character 1, a Latin letter or digit 0.55), as few lines as
# possible and of even length, broken after punctuation where it can, never inside a number or word, never before
# closing punctuation.
wrap() {
  perl -CSDA -Mutf8 -e '
    my ($text, $max) = @ARGV;
    my @c = split //, $text;
    my @w = map { ord($_) < 0x2000 ? 0.55 : 1 } @c;
    my $all = 0; $all += $_ for @w;
    my $ok = sub {            # may a line end after character $i?
      my $i = shift;
      return 0 if $i >= $#c;
      return 0 if $c[$i] =~ /[A-Za-z0-9.%\-*]/ && $c[$i + 1] =~ /[A-Za-z0-9.%\-*]/;
      return 0 if $c[$i + 1] =~ /[，。；：、）》”！？]/ || $c[$i] =~ /[（《“]/;
      return 1;
    };
    for (my $n = 1; $n <= 4; $n++) {
      my $target = $all / $n;
      my ($start, @lines) = (0);
      for my $k (1 .. $n - 1) {
        my ($width, $best, $score) = (0, -1, 1e9);
        for (my $i = $start; $i <= $#c; $i++) {
          $width += $w[$i];
          last if $width > $max;
          next unless $ok->($i);
          my $s = abs($width - $target) - ($c[$i] =~ /[，。；：、]/ ? $max * 0.3 : 0);
          ($best, $score) = ($i, $s) if $s < $score;
        }
        last if $best < 0;
        push @lines, join("", @c[$start .. $best]);
        $start = $best + 1;
      }
      next unless @lines == $n - 1;
      my $rest = 0; $rest += $w[$_] for $start .. $#c;
      next if $rest > $max;
      push @lines, join("", @c[$start .. $#c]);
      print "$_\n" for @lines;
      exit 0;
    }
    exit 1;
  ' "$1" "$2"
}

# Frame of one step: the screenshot scaled to 1120×630 on a dark ground, the question number on the left, the step
# count on the right, the caption centred in the band below (2 lines of 28 px, or 3 of 24 px).
make_frame() {
  local shot="$1" sort="$2" step="$3" steps="$4" caption="$5" out="$6" dir="$7"
  local size=28 gap=10 lines=()
  mapfile -t lines < <(wrap "$caption" 42 || true)
  if [ "${#lines[@]}" -eq 0 ] || [ "${#lines[@]}" -gt 2 ]; then
    size=24 gap=6
    mapfile -t lines < <(wrap "$caption" 49 || true)
    [ "${#lines[@]}" -ge 1 ] && [ "${#lines[@]}" -le 3 ] || {
      echo "caption too long for 3 lines (question $sort step $step): $caption" >&2
      exit 1
    }
  fi
  local vf="scale=1120:630:flags=lanczos,pad=1280:720:80:0:color=0x16243A"
  vf+=",drawbox=x=0:y=630:w=iw:h=3:color=0xE67E22:t=fill"
  local i=0 char
  while IFS= read -r char; do
    printf '%s' "$char" >"$dir/q$i.txt"
    vf+=",drawtext=fontfile=$FONT:expansion=none:textfile=$dir/q$i.txt:x=(80-tw)/2:y=$((24 + i * 36)):fontsize=28"
    vf+=":fontcolor=white"
    i=$((i + 1))
  done < <(perl -CSDA -Mutf8 -e 'print "$_\n" for ("第", "$ARGV[0]", "题")' "$sort")
  printf '%s/%s' "$step" "$steps" >"$dir/count.txt"
  vf+=",drawtext=fontfile=$FONT:expansion=none:textfile=$dir/count.txt:x=1200+(80-tw)/2:y=28:fontsize=22"
  vf+=":fontcolor=0xCFE2F3"
  local block=$((${#lines[@]} * size + (${#lines[@]} - 1) * gap))
  local top=$((633 + (87 - block) / 2))
  for i in "${!lines[@]}"; do
    printf '%s' "${lines[$i]}" >"$dir/line$i.txt"
    vf+=",drawtext=fontfile=$FONT:expansion=none:textfile=$dir/line$i.txt:x=(w-tw)/2:y=$((top + i * (size + gap)))"
    vf+=":fontsize=$size:fontcolor=white"
  done
  ffmpeg -nostdin -v error -y -i "$shot" -vf "$vf" -frames:v 1 "$out"
}

# One video: every step's frame held for its narration (0.5 s before it, 0.8 s after; the last one 1.5 s), the
# narration segments padded to the same lengths.
make_video() {
  local asset="$1" dir="$BUILD/$asset"
  shift
  local rows=("$@") i=0 inputs=() chain="" concat="" list="$dir/frames.txt" total=0
  mkdir -p "$dir"
  : >"$list"
  for row in "${rows[@]}"; do
    IFS=$'\t' read -r _ sort step steps shot caption speech <<<"$row"
    local png
    png="$SHOTS/$(printf 'q%02d' "$sort")-$shot.png"
    [ -f "$png" ] || { echo "missing screenshot $png (question $sort step $step): run the capture" >&2; exit 1; }
    mkdir -p "$dir/s$i"
    make_frame "$png" "$sort" "$step" "$steps" "$caption" "$dir/frame$i.png" "$dir/s$i"
    speak "$speech" "$dir/say$i.wav"
    local tail=0.8
    [ "$step" -eq "$steps" ] && tail=1.5
    local length
    length=$(awk -v d="$(seconds "$dir/say$i.wav")" -v t="$tail" 'BEGIN { l = 0.5 + d + t; if (l < 3) l = 3; printf "%.3f", l }')
    printf "file '%s'\nduration %s\n" "$dir/frame$i.png" "$length" >>"$list"
    inputs+=(-i "$dir/say$i.wav")
    chain+="[$i:a]aresample=22050,adelay=500:all=1,apad,atrim=0:$length[a$i];"
    concat+="[a$i]"
    total=$(awk -v a="$total" -v b="$length" 'BEGIN { printf "%.3f", a + b }')
    i=$((i + 1))
  done
  printf "file '%s'\n" "$dir/frame$((i - 1)).png" >>"$list" # the concat demuxer holds the last frame only if listed again
  ffmpeg -nostdin -v error -y "${inputs[@]}" -filter_complex "${chain}${concat}concat=n=$i:v=0:a=1,volume=0.85[out]" \
    -map '[out]' -ac 1 -ar 22050 "$dir/voice.wav"
  ffmpeg -nostdin -v error -y -f concat -safe 0 -i "$list" -i "$dir/voice.wav" -map 0:v -map 1:a \
    -vf "fps=5,format=yuv420p" -c:v libx264 -profile:v baseline -level 3.1 -preset veryslow -tune stillimage \
    -crf 32 -g 1500 -threads 2 -c:a aac -b:a 24k -ac 1 -ar 22050 -movflags +faststart -t "$total" "$ASSETS/$asset.mp4"
}

declare -A steps_of=()
order=()
while IFS= read -r row; do
  asset="${row%%$'\t'*}"
  [ -n "${steps_of[$asset]+x}" ] || order+=("$asset")
  steps_of[$asset]+="$row"$'\n'
done < <(list_steps)

found=0
for asset in "${order[@]}"; do
  if [ "${#wanted[@]}" -gt 0 ] && [[ " ${wanted[*]} " != *" $asset "* ]]; then continue; fi
  found=$((found + 1))
  mapfile -t rows < <(printf '%s' "${steps_of[$asset]}")
  echo "== $asset (${#rows[@]} steps)"
  make_video "$asset" "${rows[@]}"
done
[ "$found" -gt 0 ] || { echo "no walkthrough matched: ${wanted[*]}" >&2; exit 1; }

echo
echo "asset      seconds  mp4(KB)"
for file in "$ASSETS"/bwkp-q*.mp4; do
  printf '%-9s %8.2f  %7d\n' "$(basename "$file" .mp4)" "$(seconds "$file")" $(($(stat -c %s "$file") / 1024))
done
echo "total: $(du -ch "$ASSETS"/bwkp-q*.mp4 | tail -1 | cut -f1)"
