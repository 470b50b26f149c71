import { defineMain } from '@storybook/react-vite/node';

/**
 * Storybook for @album/editor-react. Workspace packages resolve to their TypeScript sources (the `@album/source` export
 * condition), so no package build is needed before `storybook dev` or `storybook build`.
 */
export default defineMain({
  framework: { name: '@storybook/react-vite', options: {} },
  stories: ['../src/**/*.stories.@(ts|tsx)', '../../packages/ui/src/**/*.stories.tsx'],
  core: { disableTelemetry: true, disableWhatsNewNotifications: true },
  // The catalogue fonts, served where `fetchFontLoader('album-fonts/')` looks for them.
  staticDirs: [{ from: '../../packages/fonts/fonts', to: '/album-fonts/fonts' }],
  typescript: { reactDocgen: false },
  async viteFinal(config) {
    const { mergeConfig } = await import('vite');
    return mergeConfig(config, {
      resolve: {
        conditions: ['@album/source', 'module', 'browser', 'development|production'],
        // One React for the stories and the workspace packages, whatever copies npm left in nested node_modules.
        dedupe: ['react', 'react-dom'],
      },
      build: { chunkSizeWarningLimit: 12000 },
    });
  },
});
