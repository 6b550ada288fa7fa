// A response shaped like a small plan (about 8 KB of JSON), the same for both frameworks.
export const PLAN = {
  status: 'optimal',
  cost: { transport: 351, meals: 260, lodging: 612, total: 1223 },
  days: Array.from({ length: 5 }, (_, d) => ({
    day: d + 1,
    date: `2022-03-${String(16 + d).padStart(2, '0')}`,
    city: 'Quillon',
    meals: ['breakfast', 'lunch', 'dinner'].map((slot, i) => ({
      slot,
      name: `Restaurant ${d}-${i}`,
      cuisines: 'French, Desserts, Cafe',
      averageCost: 31,
      rating: 4.6,
    })),
    attractions: Array.from({ length: 3 }, (_, i) => ({
      name: `Sight ${d}-${i}`,
      latitude: 42.5 + i / 100,
      longitude: -90.7 - i / 100,
      address: '2983 Mill Rd, Quillon, VD 51437',
      phone: '(555) 741-0944',
      website: 'https://example.invalid/',
    })),
    accommodation: {
      name: 'Sunny 2BR near the harbor',
      roomType: 'Entire home/apt',
      price: 306,
      minimumNights: 1,
      rating: 5,
      houseRules: 'No parties & No visitors',
      maximumOccupancy: 3,
    },
  })),
};
export const CSP = "default-src 'self'";
