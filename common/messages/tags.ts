/** Tags (spec §3 Tag, §5 "Tags: name, description, color, fontColor non-empty"). */
export const TAG = {
  nameRequired: 'Name is required',
  descriptionRequired: 'Description is required',
  colorRequired: 'Color is required',
  fontColorRequired: 'Font color is required',
  colorFormat: 'Color must be a hex color like #1A2B3C',
  fontColorFormat: 'Font color must be a hex color like #FFFFFF',
  nameSlug: 'The name needs at least one letter or digit',
  tooLong: 'This text is too long',
  slugTaken: 'A tag with this name already exists.',
  notFound: 'This tag does not exist.',
} as const;
