export const embedRels = ['author', 'wp:featuredmedia', 'wp:term'] as const;
export type EmbedRel = (typeof embedRels)[number];

/**
 * The relations `_embed` asks for, in link order, as WordPress' rest_parse_embed_param reads it: absent embeds
 * nothing; '', '0', '1', 'true' or a list with no names embeds everything; otherwise only the listed relations.
 */
export function parseEmbed(value: string | undefined): EmbedRel[] {
  if (value === undefined) return [];
  const trimmed = value.trim();
  if (trimmed === '' || trimmed === '0' || trimmed === '1' || trimmed === 'true') return [...embedRels];
  const names = trimmed.split(/[\s,]+/).filter((name) => name !== '');
  if (names.length === 0) return [...embedRels];
  return embedRels.filter((rel) => names.includes(rel));
}
