import fc from 'fast-check';
import { describe, expect, it } from 'vitest';

import {
  isValidUsi,
  normaliseUsi,
  USI_ALPHABET,
  usiCheckCharacter,
  usiMessages,
  usiProblem,
} from '@/lib/rules/usi';

describe('USI check (Luhn mod 32)', () => {
  it('accepts the documented example 223456789N', () => {
    expect(usiCheckCharacter('223456789')).toBe('N');
    expect(isValidUsi('223456789N')).toBe(true);
    expect(usiProblem('223456789N')).toBeNull();
  });

  it('refuses a wrong check character', () => {
    for (const last of USI_ALPHABET.replace('N', '')) {
      expect(usiProblem(`223456789${last}`)).toBe(usiMessages.checkCharacter);
    }
  });

  it('refuses a wrong length', () => {
    expect(usiProblem('223456789')).toBe(usiMessages.length);
    expect(usiProblem('223456789NN')).toBe(usiMessages.length);
    expect(usiProblem('2')).toBe(usiMessages.length);
  });

  it.each(['I', 'O', '0', '1', '-', 'Ä'])('refuses the character %s', (character) => {
    expect(usiProblem(`22345678${character}N`)).toBe(usiMessages.characters);
    expect(isValidUsi(`22345678${character}N`)).toBe(false);
  });

  it('upper-cases and removes spaces before checking', () => {
    expect(normaliseUsi(' 2234 5678 9n ')).toBe('223456789N');
    expect(normaliseUsi('22\t34\n56789n')).toBe('223456789N');
    expect(isValidUsi('223456789n')).toBe(true);
    expect(isValidUsi('2234 5678 9N')).toBe(true);
  });

  it('asks for a USI when none is given', () => {
    expect(usiProblem('')).toBe(usiMessages.required);
    expect(usiProblem('   ')).toBe(usiMessages.required);
  });

  it('accepts every payload with its computed check character and catches every single-character change', () => {
    const character = fc.constantFrom(...USI_ALPHABET);
    const payload = fc.array(character, { minLength: 9, maxLength: 9 }).map((chars) => chars.join(''));
    fc.assert(
      fc.property(payload, fc.integer({ min: 0, max: 9 }), character, (nine, position, replacement) => {
        const usi = `${nine}${usiCheckCharacter(nine)}`;
        expect(isValidUsi(usi)).toBe(true);
        if (usi[position] === replacement) return;
        const changed = `${usi.slice(0, position)}${replacement}${usi.slice(position + 1)}`;
        expect(isValidUsi(changed)).toBe(false);
      }),
      { numRuns: 300 },
    );
  });
});
