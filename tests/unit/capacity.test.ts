import { describe, expect, it } from 'vitest';

import {
  capacityBadge,
  capacityBadgeVariant,
  LIMITED_PLACES_THRESHOLD,
  placesLeft,
  placesLeftLabel,
} from '@/lib/rules/capacity';

describe('capacity badge (spec 000 section 4)', () => {
  it.each([
    // [max_students, current_bookings, badge]
    [20, 20, 'Full'],
    [20, 21, 'Full'],
    [1, 1, 'Full'],
    [20, 19, 'Limited'],
    [20, 18, 'Limited'],
    [20, 17, 'Limited'],
    [3, 0, 'Limited'],
    [20, 16, 'Available'],
    [4, 0, 'Available'],
    [20, 0, 'Available'],
  ] as const)('max %i with %i booked shows %s', (max, booked, badge) => {
    expect(capacityBadge(max, booked)).toBe(badge);
  });

  it('is Limited at exactly 3 places left and Available at 4', () => {
    expect(LIMITED_PLACES_THRESHOLD).toBe(3);
    expect(capacityBadge(12, 12 - 3)).toBe('Limited');
    expect(capacityBadge(12, 12 - 4)).toBe('Available');
    expect(capacityBadge(12, 12 - 1)).toBe('Limited');
    expect(capacityBadge(12, 12)).toBe('Full');
  });

  it('never reports negative places, even for an overbooked row', () => {
    expect(placesLeft(10, 12)).toBe(0);
    expect(placesLeft(10, 4)).toBe(6);
  });

  it('labels places left in words', () => {
    expect(placesLeftLabel(0)).toBe('No places left');
    expect(placesLeftLabel(1)).toBe('1 place left');
    expect(placesLeftLabel(5)).toBe('5 places left');
  });

  it('colours Full destructive, Limited warning and Available success', () => {
    expect(capacityBadgeVariant('Full')).toBe('destructive');
    expect(capacityBadgeVariant('Limited')).toBe('warning');
    expect(capacityBadgeVariant('Available')).toBe('success');
  });
});
