// Stories import the kit's stylesheet as a side effect; Vite (Storybook) bundles it.
declare module '*.css';
