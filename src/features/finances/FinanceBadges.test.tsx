import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderKitPage } from '../../../tests/helpers/renderKit';
import { BalanceBadge } from './FinanceBadges';

describe('a student without engagements shows "no fees set up", never "Soldé"', () => {
  it('nothing due and nothing paid: no fees set up', async () => {
    await renderKitPage(<BalanceBadge balance={0} overdue={0} bucket={null} due={0} />);
    expect(screen.getByText('Aucun frais prévu')).toBeInTheDocument();
    expect(screen.queryByText('Soldé')).toBeNull();
  });

  it('everything due is paid: settled; overdue: named by its bucket', async () => {
    await renderKitPage(
      <>
        <BalanceBadge balance={0} overdue={0} bucket={null} due={1200} />
        <BalanceBadge balance={500} overdue={500} bucket="0-30" due={1200} />
      </>,
    );
    expect(screen.getByText('Soldé')).toBeInTheDocument();
    expect(screen.getByText('En retard : 1 à 30 jours')).toBeInTheDocument();
  });
});
