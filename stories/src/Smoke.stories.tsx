import type { Meta, StoryObj } from '@storybook/react-vite';

const meta: Meta = { title: 'Smoke' };
export default meta;
export const Hello: StoryObj = { render: () => <p>hello</p> };
