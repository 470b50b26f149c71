import type { Meta, StoryObj } from '@storybook/react-vite';
import { DialogTrigger } from 'react-aria-components';
import '../styles/index.css';
import { Button } from '../button/Button';
import { TextField } from '../text-field/TextField';
import { Modal } from './Modal';

const meta = {
  title: 'UI/Modal',
  component: Modal,
  args: { title: 'Continue on your computer', isDismissable: true, children: null },
  render: (args) => (
    <DialogTrigger>
      <Button variant="primary">Open</Button>
      <Modal {...args}>
        {(close) => (
          <>
            <p style={{ margin: 0 }}>The designer works best on a larger screen. We can send you a link.</p>
            <TextField label="Email" type="email" />
            <div className="ui-modal__actions">
              <Button onPress={close}>Not now</Button>
              <Button variant="primary" onPress={close}>
                Send link
              </Button>
            </div>
          </>
        )}
      </Modal>
    </DialogTrigger>
  ),
} satisfies Meta<typeof Modal>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};
export const Large: Story = { args: { size: 'lg', title: 'Select a layout' } };
export const Open: Story = { args: { defaultOpen: true } };
