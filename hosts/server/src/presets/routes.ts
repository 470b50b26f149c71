import type { FastifyInstance } from 'fastify';
import { COLOR_PRESETS, FONT_PRESETS } from '../seed/presets';

/** Colour and font presets of the styles panel; public, the same for everyone. */
export async function presetRoutes(app: FastifyInstance): Promise<void> {
  app.get('/presets/colors', async () => ({ data: { color_presets: COLOR_PRESETS } }));
  app.get('/presets/fonts', async () => ({ data: { font_presets: FONT_PRESETS } }));
}
