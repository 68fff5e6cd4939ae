import { spriteSvg } from '@/components/ui/sprite';

// The site's icons, one file for every page (components/ui/sprite.ts), written at build.
export const dynamic = 'force-static';

export function GET() {
  return new Response(spriteSvg(), { headers: { 'Content-Type': 'image/svg+xml; charset=utf-8' } });
}
