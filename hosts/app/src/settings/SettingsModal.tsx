/**
 * The album's settings modal (spec section 2): general and users tabs, each with its own address
 * (`/album/:albumId/settings/general|users`). It lies over the workspace; closing it (the close button, Escape or a
 * press outside) goes back to the album's address.
 */
import { useIntl } from '@album/i18n';
import { Button, Modal, Tab, TabList, TabPanel, Tabs } from '@album/ui';
import { GeneralSettings } from './GeneralSettings';
import { SETTINGS_SECTIONS } from './settings-sections';
import type { SettingsSection } from './settings-sections';
import { UsersSettings } from './UsersSettings';
import './settings.css';

export interface SettingsModalProps {
  section: SettingsSection;
  onSection(section: SettingsSection): void;
  onClose(): void;
}

export function SettingsModal({ section, onSection, onClose }: SettingsModalProps) {
  const intl = useIntl();
  return (
    <Modal
      isOpen
      isDismissable
      onOpenChange={(open) => !open && onClose()}
      title={intl.formatMessage({ id: 'settings.title' })}
      className="settings-modal"
    >
      <Tabs
        selectedKey={section}
        onSelectionChange={(key) => onSection(key as SettingsSection)}
        className="settings-modal__tabs"
      >
        <TabList aria-label={intl.formatMessage({ id: 'settings.sections' })}>
          {SETTINGS_SECTIONS.map((key) => (
            <Tab key={key} id={key}>
              {intl.formatMessage({ id: `settings.tab.${key}` })}
            </Tab>
          ))}
        </TabList>
        <TabPanel id="general" className="settings-modal__panel">
          <GeneralSettings />
        </TabPanel>
        <TabPanel id="users" className="settings-modal__panel">
          <UsersSettings />
        </TabPanel>
      </Tabs>
      <div className="settings-modal__footer">
        <Button variant="secondary" onPress={onClose}>
          {intl.formatMessage({ id: 'common.close' })}
        </Button>
      </div>
    </Modal>
  );
}
