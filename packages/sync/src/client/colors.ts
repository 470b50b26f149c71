/**
 * Collaborator colours: each user gets a colour per album from a fixed palette, chosen by a hash of album and user,
 * so every client shows the same colour for the same person without asking anyone.
 */
import { fnv1a32 } from '../schema/hash';

/** Distinct, readable highlight colours. */
export const COLLABORATOR_COLORS: readonly string[] = Object.freeze([
  '#e6194b',
  '#3cb44b',
  '#4363d8',
  '#f58231',
  '#911eb4',
  '#42d4f4',
  '#f032e6',
  '#9a6324',
  '#469990',
  '#800000',
  '#808000',
  '#000075',
]);

/** The colour of a user in an album. */
export function collaboratorColor(albumId: string, userId: string): string {
  return COLLABORATOR_COLORS[fnv1a32(`${albumId}:${userId}`) % COLLABORATOR_COLORS.length]!;
}
