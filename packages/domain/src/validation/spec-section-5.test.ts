import { describe, expect, it } from 'vitest';
import type { z } from 'zod';
import { displayName } from '../contracts/person-names';
import { ZFlowSignupRequest, ZPasswordChangeRequest, ZStandaloneSignupRequest } from '../contracts/auth';
import { ZStep0, ZStep3, ZStep4, ZStep5, ZStep6, ZStep7 } from '../contracts/steps';
import {
  canSaveStep,
  exceedsSeatLimit,
  maxPlaces,
  requiredDocuments,
  requiredDocumentsOf,
  residenceGaps,
  resumeTarget,
} from '../subscription/rules';
import { isEditable } from '../subscription/lifecycle';
import { ZMailCode, ZSmsCode } from './codes';
import { isPasswordValid, passwordStrength, ZPassword } from './password';
import { normalizePhone, ZPhoneFields } from './phone';

/** The issues of a refused value as `path: message key`, or [] when accepted. */
function issues(schema: z.ZodType, value: unknown): string[] {
  const result = schema.safeParse(value);
  return result.success
    ? []
    : result.error.issues.map((issue) => `${issue.path.join('.')}: ${issue.message}`);
}

describe('spec §5: password', () => {
  it.each(['Abc123', 'Zz9zzz', 'Été2026'])('accepts %s', (password) => {
    expect(isPasswordValid(password)).toBe(true);
    expect(issues(ZPassword, password)).toEqual([]);
  });

  it.each(['abc123', 'ABC123', 'Abcdef', 'Ab1'])('refuses %s with the hint', (password) => {
    expect(issues(ZPassword, password)).toEqual([': validation.passwordRules']);
  });

  it('grows stronger with the rules met, length and symbols', () => {
    expect(passwordStrength('')).toBe(0);
    expect(passwordStrength('Abc123')).toBe(3);
    expect(passwordStrength('Abc123!xyz99')).toBe(4);
  });

  it('needs the confirmation to match', () => {
    expect(
      issues(ZPasswordChangeRequest, {
        currentPassword: 'x',
        newPassword: 'Abc123',
        verifyPassword: 'Abc124',
      }),
    ).toEqual(['verifyPassword: validation.passwordMismatch']);
  });
});

describe('spec §5: phone, default Morocco', () => {
  it.each([
    ['0612345678', '212', '+212612345678'],
    ['612345678', '+212', '+212612345678'],
    ['06 12 34 56 78', '212', '+212612345678'],
    [' 0612345678 ', '212', '+212612345678'],
    ['0612345678', '33', '+33612345678'],
  ])('reads %s with %s as %s', (phone, countryCode, e164) => {
    expect(normalizePhone(phone, countryCode)?.e164).toBe(e164);
  });

  it.each([
    ['12', '212'],
    ['061234567890', '212'],
    ['612345678', '1'],
  ])('refuses %s for %s', (phone, countryCode) => {
    expect(normalizePhone(phone, countryCode)).toBeNull();
    expect(issues(ZPhoneFields, { phone, country_code: countryCode })).toContain(
      'phone: validation.phoneInvalid',
    );
  });
});

describe('spec §5: codes', () => {
  it('takes six SMS digits and ten mail digits, nothing else', () => {
    expect(issues(ZSmsCode, '123456')).toEqual([]);
    expect(issues(ZSmsCode, '1234')).toEqual([': validation.smsCode']);
    expect(issues(ZSmsCode, '12345a')).toEqual([': validation.smsCode']);
    expect(issues(ZMailCode, '1234567890')).toEqual([]);
    expect(issues(ZMailCode, '123456789')).toEqual([': validation.mailCode']);
  });
});

describe('spec §5: /create and sign-up', () => {
  const base = {
    email: 'A@Example.com',
    phone: '0612345678',
    country_code: '212',
    password: 'Abc123',
    accept_cgu: true,
    sms_code: '123456',
  };

  it('needs first and last name for a person, the company name for a company', () => {
    expect(issues(ZFlowSignupRequest, { ...base, type: 'physique', first_name: 'Amina' })).toEqual([
      'last_name: validation.required',
    ]);
    expect(issues(ZFlowSignupRequest, { ...base, type: 'morale' })).toEqual([
      'raison_sociale: validation.required',
    ]);
    const parsed = ZFlowSignupRequest.parse({ ...base, type: 'morale', raison_sociale: 'Atlas' });
    expect(parsed.email).toBe('a@example.com');
  });

  it('needs the terms box ticked, on both sign-ups, never assumed', () => {
    expect(
      issues(ZFlowSignupRequest, { ...base, type: 'morale', raison_sociale: 'Atlas', accept_cgu: false }),
    ).toEqual(['accept_cgu: validation.acceptTerms']);
    const standalone = {
      name: 'Amina Benali',
      email: 'a@example.com',
      phone: '0612345678',
      country_code: '212',
      code: '1234567890',
      password: 'Abc123',
    };
    expect(issues(ZStandaloneSignupRequest, standalone)).toEqual(['accept_cgu: validation.acceptTerms']);
    expect(issues(ZStandaloneSignupRequest, { ...standalone, accept_cgu: true })).toEqual([]);
  });

  it('applies the same name rule to step 0', () => {
    const { sms_code: _code, password: _password, ...step0 } = base;
    expect(issues(ZStep0, { ...step0, type: 'physique' })).toEqual([
      'first_name: validation.required',
      'last_name: validation.required',
    ]);
  });
});

describe('spec §5: vehicle, period, cover, documents', () => {
  const vehicle = {
    immatriculation: ' ab-123-cd ',
    usage_Id: 1,
    nbre_places: '5',
    marque_Id: 3,
    model: 'Duster',
    combustile_Id: 2,
    puissance: '8',
  };

  it('reads the vehicle with its short numbers and an upper-cased plate', () => {
    expect(ZStep3.parse(vehicle)).toMatchObject({
      immatriculation: 'AB-123-CD',
      nbre_places: 5,
      puissance: 8,
    });
    expect(issues(ZStep3, { ...vehicle, nbre_places: 1000 })).toHaveLength(1);
    expect(issues(ZStep3, { ...vehicle, puissance: 100 })).toHaveLength(1);
    expect(issues(ZStep3, { ...vehicle, model: '' })).toHaveLength(1);
  });

  it('caps seats at 7 for tourism and taxi, 2 on two wheels, none for trucks', () => {
    expect([
      maxPlaces('TOURISME'),
      maxPlaces('TAXI'),
      maxPlaces('DEUX_ROUES_50'),
      maxPlaces('CAMION'),
    ]).toEqual([7, 7, 2, null]);
  });

  it('needs a real ISO effect date and a duration', () => {
    expect(issues(ZStep4, { date_effet: '2026-12-01', periode_Id: 3 })).toEqual([]);
    expect(issues(ZStep4, { date_effet: '31/12/2026', periode_Id: 3 })).toEqual([
      'date_effet: validation.invalidDate',
    ]);
    expect(issues(ZStep4, { date_effet: '2026-02-30', periode_Id: 3 })).toEqual([
      'date_effet: validation.invalidDate',
    ]);
  });

  it('takes a pack or à la carte cover, an empty confirmation, and file ids', () => {
    expect(issues(ZStep5, { type: 'bundle' })).toHaveLength(1);
    expect(
      ZStep5.parse({ type: 'carte', selected_garanties: [{ grnt_Id: 5, selected_formule: 'F1' }] }).remorque,
    ).toBe(false);
    expect(issues(ZStep6, {})).toEqual([]);
    expect(issues(ZStep6, { confirmed: true })).toHaveLength(1);
    expect(issues(ZStep7, { permis_recto: 'not-an-id' })).toHaveLength(1);
  });

  it('asks identity front and back of a person, the trade register of a company, licence and registration always', () => {
    expect(requiredDocuments('physique')).toEqual([
      'identity_recto',
      'identity_verso',
      'permis_recto',
      'permis_verso',
      'cg_recto',
      'cg_verso',
    ]);
    expect(requiredDocuments('morale')).toEqual([
      'rc_recto',
      'permis_recto',
      'permis_verso',
      'cg_recto',
      'cg_verso',
    ]);
  });

  it('caps the seats of the usages that have a cap, and no others', () => {
    expect(exceedsSeatLimit(maxPlaces('TOURISME'), 7)).toBe(false);
    expect(exceedsSeatLimit(maxPlaces('TOURISME'), 8)).toBe(true);
    expect(exceedsSeatLimit(null, 60)).toBe(false);
    expect(exceedsSeatLimit(undefined, 60)).toBe(false);
  });

  it('asks a resident abroad to consent to Morocco, and a person for the identity number, at step 1', () => {
    expect(residenceGaps('physique', 'FR', {})).toEqual(['consent_maroc', 'num_identity']);
    expect(residenceGaps('physique', 'FR', { consent_maroc: true, num_identity: '  ' })).toEqual([
      'num_identity',
    ]);
    expect(residenceGaps('physique', 'MA', { num_identity: 'AB123456' })).toEqual([]);
    expect(residenceGaps('morale', 'ES', { consent_maroc: true })).toEqual([]);
    expect(residenceGaps('morale', undefined, {})).toEqual([]);
  });

  it("asks a passport's identity page alone: it has no back (decision 029)", () => {
    expect(requiredDocuments('physique', 'passport')).toEqual([
      'identity_recto',
      'permis_recto',
      'permis_verso',
      'cg_recto',
      'cg_verso',
    ]);
    expect(requiredDocuments('physique', 'identity_card')).toEqual(requiredDocuments('physique'));
    expect(requiredDocuments('morale', 'passport')).toEqual(requiredDocuments('morale'));
    expect(
      requiredDocumentsOf({ user_info: { type: 'physique' }, documents_info: { identity_type: 'passport' } }),
    ).toEqual(requiredDocuments('physique', 'passport'));
    expect(requiredDocumentsOf({ user_info: {}, documents_info: null })).toEqual(
      requiredDocuments('physique'),
    );
  });
});

describe('spec §4: editing and resuming', () => {
  it('edits only unpaid subscriptions, one step after another', () => {
    expect(
      ['simulation', 'confirmed', 'paid', 'signed', 'cancelled', 'non_abouti'].map((statut) =>
        isEditable(statut as never),
      ),
    ).toEqual([true, true, false, false, false, false]);
    expect([canSaveStep(3, 3), canSaveStep(4, 3), canSaveStep(1, 7)]).toEqual([true, false, true]);
  });

  it('resumes at current_step, step 6 only while in simulation', () => {
    expect(resumeTarget(4, 'simulation', null, '2026-03-02', true)).toBe('step4');
    expect(resumeTarget(6, 'simulation', null, '2026-03-02', true)).toBe('step6');
    expect(resumeTarget(6, 'confirmed', null, '2026-03-02', true)).toBe('step7');
    expect(resumeTarget(0, 'simulation', null, '2026-03-02', true)).toBe('step1');
    expect(resumeTarget(8, 'confirmed', null, '2026-03-02', true)).toBe('payment');
    expect(resumeTarget(7, 'paid', null, '2026-03-02', true)).toBe('signature');
    // A simulation is confirmed on step 6 before its documents, whatever current_step says.
    expect(resumeTarget(8, 'simulation', null, '2026-03-02', true)).toBe('step6');
    // A cover whose effect date has passed needs a new date before anything else.
    expect(resumeTarget(8, 'confirmed', '2026-03-01', '2026-03-02', true)).toBe('step4');
    expect(resumeTarget(8, 'confirmed', '2026-03-02', '2026-03-02', true)).toBe('payment');
    // Today, at an office that cannot start a cover on the day it is sold (decision 024).
    expect(resumeTarget(8, 'confirmed', '2026-03-02', '2026-03-02', false)).toBe('step4');
  });
});

describe('display names', () => {
  it('name a company by its name, a person by first and last name', () => {
    expect(displayName({ raison_sociale: ' Transports Atlas ', first_name: 'x' })).toBe('Transports Atlas');
    expect(displayName({ first_name: 'Amina', last_name: 'Benali' })).toBe('Amina Benali');
    expect(displayName({ first_name: 'Amina', last_name: null, raison_sociale: '' })).toBe('Amina');
  });
});
