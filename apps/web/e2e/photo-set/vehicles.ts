/** Cars a driver of the Strait brings, with what the certificate says of them. */
export type TVehicle = {
  make: string;
  model: string;
  /** cm³ (P.1). */
  displacement: number;
  /** kW (P.2). */
  kilowatts: number;
  fuel: 'DIESEL' | 'ESSENCE';
  seats: number;
  /** French fiscal horsepower (P.6). */
  fiscalPower: number;
};

export const VEHICLES: readonly TVehicle[] = [
  {
    make: 'PEUGEOT',
    model: '308',
    displacement: 1560,
    kilowatts: 68,
    fuel: 'DIESEL',
    seats: 5,
    fiscalPower: 5,
  },
  {
    make: 'RENAULT',
    model: 'CLIO',
    displacement: 1461,
    kilowatts: 63,
    fuel: 'DIESEL',
    seats: 5,
    fiscalPower: 4,
  },
  {
    make: 'DACIA',
    model: 'SANDERO',
    displacement: 999,
    kilowatts: 67,
    fuel: 'ESSENCE',
    seats: 5,
    fiscalPower: 5,
  },
  {
    make: 'VOLKSWAGEN',
    model: 'GOLF',
    displacement: 1968,
    kilowatts: 110,
    fuel: 'DIESEL',
    seats: 5,
    fiscalPower: 8,
  },
  {
    make: 'SEAT',
    model: 'IBIZA',
    displacement: 999,
    kilowatts: 70,
    fuel: 'ESSENCE',
    seats: 5,
    fiscalPower: 5,
  },
  {
    make: 'FIAT',
    model: 'PANDA',
    displacement: 1242,
    kilowatts: 51,
    fuel: 'ESSENCE',
    seats: 4,
    fiscalPower: 4,
  },
  {
    make: 'TOYOTA',
    model: 'COROLLA',
    displacement: 1798,
    kilowatts: 72,
    fuel: 'ESSENCE',
    seats: 5,
    fiscalPower: 5,
  },
  {
    make: 'CITROEN',
    model: 'BERLINGO',
    displacement: 1499,
    kilowatts: 75,
    fuel: 'DIESEL',
    seats: 7,
    fiscalPower: 6,
  },
  {
    make: 'MERCEDES-BENZ',
    model: 'VITO',
    displacement: 2143,
    kilowatts: 100,
    fuel: 'DIESEL',
    seats: 8,
    fiscalPower: 9,
  },
  {
    make: 'OPEL',
    model: 'ASTRA',
    displacement: 1598,
    kilowatts: 81,
    fuel: 'DIESEL',
    seats: 5,
    fiscalPower: 6,
  },
  {
    make: 'SKODA',
    model: 'OCTAVIA',
    displacement: 1968,
    kilowatts: 85,
    fuel: 'DIESEL',
    seats: 5,
    fiscalPower: 6,
  },
  {
    make: 'FORD',
    model: 'TRANSIT',
    displacement: 1995,
    kilowatts: 96,
    fuel: 'DIESEL',
    seats: 9,
    fiscalPower: 8,
  },
];
