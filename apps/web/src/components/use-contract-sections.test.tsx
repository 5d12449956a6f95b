import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { renderHook } from '@testing-library/react';
import type { ReactNode } from 'react';
import { describe, expect, it } from 'vitest';
import i18n, { i18nReady } from '../lib/i18n/i18n';
import { contractFixture } from '../test/contract-fixture';
import { useContractSections } from './use-contract-sections';

const addressOf = () => {
  const subscription = contractFixture();
  subscription.user_info = { ...subscription.user_info, pays: 'FR', pays_Name: 'France' };
  const client = new QueryClient();
  const wrapper = ({ children }: { children: ReactNode }) => (
    <QueryClientProvider client={client}>{children}</QueryClientProvider>
  );
  const [insured] = renderHook(() => useContractSections(subscription), { wrapper }).result.current;
  return String(insured!.rows.find(([, value]) => String(value).includes('Marseille'))![1]);
};

describe("a contract's sections", () => {
  it("name the insured's country in the reader's language", async () => {
    await i18nReady;
    await i18n.loadNamespaces(['contracts', 'common']);
    expect(addressOf()).toBe('3 rue Victor Hugo, Marseille, France');
    await i18n.changeLanguage('ar');
    try {
      await i18n.loadNamespaces(['contracts', 'common']);
      expect(addressOf()).toBe('3 rue Victor Hugo, Marseille, فرنسا');
    } finally {
      await i18n.changeLanguage('fr');
    }
  });
});

describe("a contract's office", () => {
  const officeAddressOf = (office: Record<string, string>) => {
    const subscription = contractFixture();
    subscription.user_info = { ...subscription.user_info, ...office };
    const client = new QueryClient();
    const wrapper = ({ children }: { children: ReactNode }) => (
      <QueryClientProvider client={client}>{children}</QueryClientProvider>
    );
    const sections = renderHook(() => useContractSections(subscription), { wrapper }).result.current;
    return sections.flatMap((section) => section.rows).map(([, value]) => String(value));
  };

  it('is addressed in Arabic on an Arabic screen where the office gave one, in French otherwise', async () => {
    await i18nReady;
    const office = {
      intermediaire_Adresse: 'Quai 9, port de Tanger Med',
      intermediaire_Adresse_AR: 'الرصيف 9، ميناء طنجة المتوسط',
    };
    await i18n.changeLanguage('ar');
    try {
      await i18n.loadNamespaces(['contracts', 'common']);
      expect(officeAddressOf(office)).toContain('الرصيف 9، ميناء طنجة المتوسط');
      expect(officeAddressOf({ intermediaire_Adresse: office.intermediaire_Adresse })).toContain(
        'Quai 9, port de Tanger Med',
      );
    } finally {
      await i18n.changeLanguage('fr');
    }
    expect(officeAddressOf(office)).toContain('Quai 9, port de Tanger Med');
  });
});
