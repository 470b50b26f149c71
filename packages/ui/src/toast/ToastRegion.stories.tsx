import type { Meta, StoryObj } from '@storybook/react-vite';
import '../styles/index.css';
import { Button } from '../button/Button';
import { createToastQueue, showToast } from './toast-queue';
import { ToastRegion } from './ToastRegion';

const queue = createToastQueue();

const meta = {
  title: 'UI/Toasts',
  component: ToastRegion,
  args: { queue, 'aria-label': 'Notifications', closeLabel: 'Close' },
  render: (args) => (
    <div style={{ display: 'flex', gap: 8 }}>
      <Button
        variant="danger"
        onPress={() =>
          showToast(queue, { type: 'error', label: 'Fehler', message: 'Ein Fehler ist aufgetreten.' })
        }
      >
        Error
      </Button>
      <Button
        onPress={() =>
          showToast(queue, {
            type: 'warning',
            label: 'Warnung',
            message: 'photo.png konnte nicht hochgeladen werden.',
          })
        }
      >
        Warning
      </Button>
      <Button
        onPress={() =>
          showToast(queue, { type: 'info', label: 'Info', message: 'Stays until closed.' }, { timeout: 0 })
        }
      >
        Info (no timeout)
      </Button>
      <ToastRegion {...args} />
    </div>
  ),
} satisfies Meta<typeof ToastRegion>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Press the buttons: toasts hide after 10 s unless raised with `timeout: 0`. */
export const Default: Story = {};
