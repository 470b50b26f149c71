import { useState } from 'react';
import type { Order } from '@album/api-client';
import { useIntl } from '@album/i18n';
import { Badge, Button, Card, Select } from '@album/ui';
import { useServices } from '../../app/services';
import { formatDay } from '../../dashboard/dates';
import { invoiceTone } from '../order-colours';
import { downloadJson, exportFileName } from './download';
import { useArtifact, useCreateInvoice, useInvoiceStatus, useTransfer } from './queries';
import { useFailure } from './use-failure';

const INVOICE_STATES = ['draft', 'open', 'paid', 'uncollectible', 'void'] as const;

/**
 * The order's documents and its transfer to print: the invoice (created once; its status, which staff change here,
 * and its links), the delivery
 * note (opened in a new window), the JSON export (downloaded) and the transfer of the print files (started here;
 * its state followed until the ZIP is there to open).
 */
export function DocumentsPanel({ order }: { order: Order }) {
  const intl = useIntl();
  const { api } = useServices();
  const fail = useFailure();
  const invoice = useCreateInvoice(order.id);
  const invoiceStatus = useInvoiceStatus(order.id);
  const transfer = useTransfer(order.id);
  const artifact = useArtifact(order.id);
  const [busy, setBusy] = useState<'note' | 'json' | null>(null);
  const t = (id: string, values?: Record<string, string>) => intl.formatMessage({ id }, values);

  const openDeliveryNote = async () => {
    // Opened before the call, while the click still counts as the user's: a window opened after an await is
    // taken for a pop-up and blocked.
    const target = window.open('', '_blank');
    setBusy('note');
    try {
      const { pdf_url } = await api.orderDocuments.deliveryNote(order.id);
      if (target) target.location.href = pdf_url;
      else window.location.assign(pdf_url);
    } catch (error) {
      target?.close();
      fail('orderAdmin.deliveryNoteFailed', error);
    } finally {
      setBusy(null);
    }
  };
  const exportJson = async () => {
    setBusy('json');
    try {
      downloadJson(await api.orderDocuments.orderJson(order.id), exportFileName(order.name));
    } catch (error) {
      fail('orderAdmin.jsonFailed', error);
    } finally {
      setBusy(null);
    }
  };
  const startTransfer = () =>
    transfer.mutate(undefined, {
      onSuccess: () => void artifact.refetch(),
      onError: (error) => fail('orderAdmin.transferFailed', error),
    });

  const state = artifact.data?.status ?? 'none';
  const running = state === 'running' || transfer.isPending;
  return (
    <Card title={t('orderAdmin.documents')} headingLevel={3}>
      <div className="order-admin__doc" data-testid="order-invoice-admin">
        <h4 className="order-admin__subheading">{t('orders.detail.invoice')}</h4>
        {order.invoice ? (
          <p className="order-admin__doc-line">
            <span>{order.invoice.number}</span>
            <Badge tone={invoiceTone(order.invoice.status)}>
              {t(`orders.invoice.${order.invoice.status}`)}
            </Badge>
            {order.invoice.pdf_url && (
              <a
                href={order.invoice.pdf_url}
                target="_blank"
                rel="noopener noreferrer"
                data-testid="invoice-pdf"
              >
                {t('orderAdmin.invoice.pdf')}
              </a>
            )}
            {order.invoice.hosted_invoice_url && (
              <a href={order.invoice.hosted_invoice_url} target="_blank" rel="noopener noreferrer">
                {t('orderAdmin.invoice.hosted')}
              </a>
            )}
          </p>
        ) : null}
        {order.invoice ? (
          <Select
            label={t('orderAdmin.invoice.status')}
            options={INVOICE_STATES.map((status) => ({ id: status, label: t(`orders.invoice.${status}`) }))}
            selectedKey={order.invoice.status}
            isDisabled={invoiceStatus.isPending}
            onSelectionChange={(key) => {
              const status = INVOICE_STATES.find((state) => state === key);
              if (status && status !== order.invoice?.status)
                invoiceStatus.mutate(status, { onError: (error) => fail('orderAdmin.invoiceFailed', error) });
            }}
            className="order-admin__invoice-status"
          />
        ) : (
          <Button
            variant="secondary"
            isDisabled={invoice.isPending}
            onPress={() =>
              invoice.mutate(undefined, { onError: (error) => fail('orderAdmin.invoiceFailed', error) })
            }
          >
            {t('orderAdmin.invoice.create')}
          </Button>
        )}
      </div>
      <div className="order-admin__doc">
        <h4 className="order-admin__subheading">{t('orderAdmin.exports')}</h4>
        <div className="order-admin__actions">
          <Button variant="secondary" isDisabled={busy === 'note'} onPress={() => void openDeliveryNote()}>
            {t('orderAdmin.deliveryNote')}
          </Button>
          <Button variant="secondary" isDisabled={busy === 'json'} onPress={() => void exportJson()}>
            {t('orderAdmin.json')}
          </Button>
        </div>
      </div>
      <div className="order-admin__doc" data-testid="order-transfer">
        <h4 className="order-admin__subheading">{t('orderAdmin.transfer')}</h4>
        <p className="order-admin__doc-line" role="status">
          <Badge
            tone={
              state === 'done' ? 'success' : state === 'failed' ? 'danger' : running ? 'warning' : 'neutral'
            }
          >
            {t(`orderAdmin.transfer.${running ? 'running' : state}`)}
          </Badge>
          {order.transfer_status.status === 'done' && order.transfer_status.date && (
            <span className="order-admin__muted">{formatDay(intl, order.transfer_status.date)}</span>
          )}
          {state === 'done' && artifact.data?.blob_url && (
            <a
              href={artifact.data.blob_url}
              target="_blank"
              rel="noopener noreferrer"
              data-testid="artifact-link"
            >
              {t('orderAdmin.transfer.artifact')}
            </a>
          )}
        </p>
        {artifact.isError && (
          <p role="alert" className="order-admin__error">
            {t('orderAdmin.artifactFailed')}
          </p>
        )}
        <Button variant="secondary" isDisabled={running} onPress={startTransfer} data-testid="start-transfer">
          {t(state === 'none' ? 'orderAdmin.transfer.start' : 'orderAdmin.transfer.again')}
        </Button>
      </div>
    </Card>
  );
}
