import type { Template } from '../../shared/api/templates';

/**
 * The sandbox's catalogue of memorial designs (GET /templates). `feel` describes tone and who the
 * memorial is for, never a religion or culture: the spec withholds those labels on purpose, so a
 * family chooses by how a design feels. Every design is on every plan, so there is no plan field.
 * Ids are stable: a memorial's template_id points here.
 */
export const TEMPLATE_CATALOGUE: readonly Template[] = [
  {
    id: 1,
    name: 'Quiet Garden',
    description: 'Soft greens, gentle type and plenty of white space, so the words and photographs can breathe.',
    feel: ['gentle', 'calm', 'understated'],
  },
  {
    id: 2,
    name: 'Morning Light',
    description: 'Warm yellows and a bright cover, for a memorial that celebrates a life as much as it mourns it.',
    feel: ['bright', 'warm', 'celebratory'],
  },
  {
    id: 3,
    name: 'Heirloom',
    description: 'A serif typeface, a narrow column and a simple rule beneath the name, like a printed order of service.',
    feel: ['classic', 'formal', 'timeless'],
  },
  {
    id: 4,
    name: 'Open Sky',
    description: 'Clean lines, a wide cover photograph and lots of room, for those who liked things simple.',
    feel: ['modern', 'simple', 'spacious'],
  },
  {
    id: 5,
    name: 'Little Star',
    description: 'Pale colours, rounded shapes and a tender tone, for a baby or a child.',
    feel: ['tender', 'soft', 'for a child'],
  },
  {
    id: 6,
    name: 'Paw Prints',
    description: 'Cheerful colours and room for lots of photographs, for a much-loved companion.',
    feel: ['playful', 'warm', 'for a pet'],
  },
  {
    id: 7,
    name: 'Keepsake',
    description: 'A photograph-led layout with space for stories, places and the small things that made them who they were.',
    feel: ['warm', 'storytelling', 'for a long life'],
  },
  {
    id: 8,
    name: 'Evening Hush',
    description: 'Deep blue tones and quiet type, for a still and reflective memorial.',
    feel: ['reflective', 'still', 'understated'],
  },
];

export function findTemplate(id: number): Template | undefined {
  return TEMPLATE_CATALOGUE.find((t) => t.id === id);
}
