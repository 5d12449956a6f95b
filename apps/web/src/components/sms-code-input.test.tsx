import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { useState } from 'react';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { i18nReady } from '../lib/i18n/i18n';
import { SmsCodeInput } from './sms-code-input';

function Boxes({ initial, onWholeCode }: { initial: string; onWholeCode?: (code: string) => void }) {
  const [code, setCode] = useState(initial);
  return (
    <>
      <SmsCodeInput value={code} onChange={setCode} onWholeCode={onWholeCode} />
      <output data-testid="code">{code}</output>
    </>
  );
}

const box = (position: number) => screen.getByLabelText(`Chiffre ${position} du code`);
const codeHeld = () => screen.getByTestId('code').textContent;

beforeAll(() => i18nReady);
afterEach(cleanup);

describe('the SMS code boxes', () => {
  it("hand on a whole code that arrived at once (the phone's suggestion), not one typed digit by digit", () => {
    const arrived: string[] = [];
    render(<Boxes initial="" onWholeCode={(code) => arrived.push(code)} />);
    fireEvent.change(box(1), { target: { value: '4' } });
    fireEvent.change(box(2), { target: { value: '8' } });
    expect(arrived).toEqual([]);
    cleanup();
    render(<Boxes initial="" onWholeCode={(code) => arrived.push(code)} />);
    fireEvent.change(box(1), { target: { value: '482913' } });
    expect(arrived).toEqual(['482913']);
  });

  it('take the digits a phone set to Arabic types (٤٨٢٩١٣), as Western ones', () => {
    const arrived: string[] = [];
    render(<Boxes initial="" onWholeCode={(code) => arrived.push(code)} />);
    fireEvent.change(box(1), { target: { value: '٤٨٢٩١٣' } });
    expect(arrived).toEqual(['482913']);
  });

  it('take a whole code pasted over a wrong one, even when it starts with the same digit', () => {
    render(<Boxes initial="000000" />);
    fireEvent.change(box(1), { target: { value: '012345' } });
    expect(codeHeld()).toBe('012345');
  });

  it('take one digit typed in a filled box, on either side of the one there', () => {
    render(<Boxes initial="123456" />);
    fireEvent.change(box(2), { target: { value: '29' } });
    expect(codeHeld()).toBe('193456');
    fireEvent.change(box(3), { target: { value: '73' } });
    expect(codeHeld()).toBe('197456');
  });

  it('spread a code pasted into an empty first box', () => {
    render(<Boxes initial="" />);
    fireEvent.change(box(1), { target: { value: '987654' } });
    expect(codeHeld()).toBe('987654');
  });
});
