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
