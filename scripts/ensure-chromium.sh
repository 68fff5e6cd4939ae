#!/usr/bin/env bash
# Makes sure a Chromium exists for the Playwright tests, which use a system browser
# ($CHROMIUM_PATH, else /usr/bin/chromium) instead of downloading their own.
# Quiet when one is found; installs one (and says so) when none is.
set -euo pipefail

find_chromium() {
  if [[ -n "${CHROMIUM_PATH:-}" && -x "${CHROMIUM_PATH}" ]]; then
    printf '%s\n' "$CHROMIUM_PATH"
  elif [[ -x /usr/bin/chromium ]]; then
    printf '%s\n' /usr/bin/chromium
  else
    return 1
  fi
}

if [[ -n "${CHROMIUM_PATH:-}" && ! -x "${CHROMIUM_PATH}" ]]; then
  echo "CHROMIUM_PATH=$CHROMIUM_PATH is not an executable file; ignoring it." >&2
fi

if find_chromium >/dev/null; then
  exit 0
fi

if [[ "$(id -u)" -eq 0 ]] && command -v apt-get >/dev/null 2>&1; then
  echo "Chromium not found: installing Debian's chromium package (needed for the browser tests)…"
  apt-get update -qq
  DEBIAN_FRONTEND=noninteractive apt-get install -y -qq chromium
  if find_chromium >/dev/null; then
    exit 0
  fi
else
  echo "Chromium not found: running \`npx playwright install chromium\` (needed for the browser tests)…"
  npx playwright install chromium
  # playwright.config.ts falls back to this download when no system Chromium exists.
  chrome="$(node -e "process.stdout.write(require('playwright-core').chromium.executablePath())" 2>/dev/null || true)"
  if [[ -n "$chrome" && -x "$chrome" ]]; then
    exit 0
  fi
fi

echo "Chromium is still missing. Install it (e.g. \`apt-get install chromium\`) or set CHROMIUM_PATH to a Chromium binary." >&2
exit 1
