import { beforeEach, describe, expect, it } from 'vitest';
import { step7Choices } from './step7-choices';

const licence = { file_id: 'f-1', file_name: 'permis.jpg' };
const registration = { file_id: 'f-2', file_name: 'carte-grise.jpg' };

describe('what step 7 keeps in the tab until Pay saves it', () => {
  beforeEach(() => sessionStorage.clear());

  it('keeps the files and the identity type of one subscription, and nothing for another', () => {
    step7Choices.keepFile('s-1', 'permis_recto', licence);
    step7Choices.keepFile('s-1', 'cg_recto', registration);
    step7Choices.keepIdentityType('s-1', 'passport');
    expect(step7Choices.of('s-1')).toEqual({
      files: { permis_recto: licence, cg_recto: registration },
      identityType: 'passport',
    });
    expect(step7Choices.of('s-2')).toEqual({ files: {} });
    // A new subscription's first choice starts afresh.
    step7Choices.keepFile('s-2', 'permis_recto', registration);
    expect(step7Choices.of('s-1')).toEqual({ files: {} });
  });

  it('forgets a file photographed anew elsewhere in the flow or refused, and everything once saved', () => {
    step7Choices.keepFile('s-1', 'permis_recto', licence);
    step7Choices.keepFile('s-1', 'cg_recto', registration);
    step7Choices.forgetFile('cg_recto');
    expect(step7Choices.of('s-1').files).toEqual({ permis_recto: licence });
    step7Choices.clear();
    expect(step7Choices.of('s-1')).toEqual({ files: {} });
  });

  it('reads nothing from a value it did not write', () => {
    sessionStorage.setItem('bi.flow.step7', '{"subscription":"s-1","files":{"permis_recto":{"file_id":3}}}');
    expect(step7Choices.of('s-1')).toEqual({ files: {} });
    sessionStorage.setItem('bi.flow.step7', 'not json');
    expect(step7Choices.of('s-1')).toEqual({ files: {} });
  });
});
