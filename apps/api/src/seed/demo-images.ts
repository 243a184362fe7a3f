/** Small self-contained SVG pictures (data URLs), so the demo shows avatars and images without a file server. */
export function svgTile(text: string, color: string, size = 96): string {
  const svg =
    `<svg xmlns="http://www.w3.org/2000/svg" width="${size}" height="${size}" viewBox="0 0 96 96">` +
    `<rect width="96" height="96" fill="#${color}"/>` +
    `<text x="48" y="58" font-family="Arial,sans-serif" font-size="36" fill="#fff" text-anchor="middle">${escapeXml(text)}</text>` +
    '</svg>';
  return `data:image/svg+xml;charset=utf-8,${encodeURIComponent(svg)}`;
}

export function initials(...names: Array<string | null | undefined>): string {
  return names
    .filter((name): name is string => Boolean(name))
    .map((name) => name.charAt(0).toUpperCase())
    .join('')
    .slice(0, 2);
}

function escapeXml(text: string): string {
  return text.replace(/[<>&"']/g, (char) => `&#${char.charCodeAt(0)};`);
}
