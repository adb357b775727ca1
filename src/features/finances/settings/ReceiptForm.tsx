import { useMemo } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Card } from '../../../components/Card';
import { Form } from '../../../components/form/Form';
import { FormActions } from '../../../components/form/FormActions';
import { NumberField } from '../../../components/form/NumberField';
import { TextAreaField } from '../../../components/form/TextAreaField';
import { TextField } from '../../../components/form/TextField';
import { zodResolver } from '../../../components/form/zodResolver';
import { notify } from '../../../components/notify';
import { numberLocale } from '../../../lib/locale';
import type { Scope } from '../../../session/useScope';
import { formatReceiptNumber } from '../../../domain/ledger';
import { useSaveFinanceSettingsMutation } from './financeSettings.api';
import { type FinanceSettingsView } from './financeSettings.schemas';
import {
  MAX_HEADER_LENGTH,
  MAX_HEADER_LINES,
  MAX_RECEIPT_NUMBER,
  receiptSchema,
  type ReceiptValues,
} from './financeSettings.schemas';

/** Receipt numbering (prefix, next number, never one already issued) and header, with a live preview. */
export function ReceiptForm({ scope, settings }: { scope: Scope; settings: FinanceSettingsView }) {
  const { t, i18n } = useTranslation();
  const [save] = useSaveFinanceSettingsMutation();
  const { minNextNumber } = settings.receipt;
  const schema = useMemo(() => receiptSchema(minNextNumber), [minNextNumber]);
  const form = useForm<ReceiptValues>({
    resolver: zodResolver(schema),
    defaultValues: {
      receipt: {
        prefix: settings.receipt.prefix,
        nextNumber: settings.receipt.nextNumber,
        header: settings.receipt.header,
      },
    },
  });
  const [prefix, nextNumber, header] = useWatch({
    control: form.control,
    name: ['receipt.prefix', 'receipt.nextNumber', 'receipt.header'],
  });
  const number = new Intl.NumberFormat(numberLocale(i18n.language), { useGrouping: false });
  const validNumber = typeof nextNumber === 'number' && Number.isInteger(nextNumber) && nextNumber > 0;
  const preview = validNumber ? formatReceiptNumber(prefix || '…', settings.yearStart, nextNumber) : '—';

  return (
    <Form
      form={form}
      onSubmit={async (values) => {
        await save({
          ...scope,
          change: { receipt: { ...values.receipt, header: values.receipt.header.trim() } },
        }).unwrap();
        notify('success', t('financeSettings.receipt.saved'));
      }}
    >
      <div className="grid gap-4 lg:grid-cols-[3fr_2fr]">
        <Card as="section" aria-labelledby="receipt-title" className="space-y-4">
          <h2 id="receipt-title" className="text-lg font-semibold">
            {t('financeSettings.receipt.title')}
          </h2>
          <div className="grid gap-4 sm:grid-cols-2">
            <TextField
              name="receipt.prefix"
              label={t('financeSettings.receipt.prefix')}
              hint={t('financeSettings.receipt.prefixHint')}
              autoComplete="off"
              dir="ltr"
              required
            />
            <NumberField
              name="receipt.nextNumber"
              label={t('financeSettings.receipt.nextNumber')}
              hint={t('financeSettings.receipt.nextNumberHint', { min: number.format(minNextNumber) })}
              min={minNextNumber}
              max={MAX_RECEIPT_NUMBER}
              step={1}
              required
            />
          </div>
          <TextAreaField
            name="receipt.header"
            label={t('financeSettings.receipt.header')}
            hint={t('financeSettings.receipt.headerHint', {
              lines: MAX_HEADER_LINES,
              max: MAX_HEADER_LENGTH,
            })}
            required
          />
        </Card>
        <Card as="section" aria-labelledby="receipt-preview">
          <h2 id="receipt-preview" className="mb-3 text-lg font-semibold">
            {t('financeSettings.receipt.preview')}
          </h2>
          <div className="rounded-card border border-dashed border-neutral-300 p-4 dark:border-neutral-600">
            <p className="whitespace-pre-line text-sm font-semibold">{header}</p>
            <p className="mt-3 text-sm text-neutral-600 dark:text-neutral-300">
              {t('financeSettings.receipt.nextReceipt')}
            </p>
            <output
              aria-label={t('financeSettings.receipt.nextReceipt')}
              className="block font-mono text-lg tabular-nums"
              dir="ltr"
            >
              {preview}
            </output>
          </div>
        </Card>
      </div>
      <div className="mt-4">
        <FormActions submitLabel={t('financeSettings.receipt.save')} />
      </div>
    </Form>
  );
}
