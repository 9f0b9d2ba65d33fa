/**
 * Argentine CBU / CVU: 22 digits in two blocks, each closed by a check digit.
 * Block 1 (8): entity (3) + branch (4) + check; block 2 (14): account (13) + check.
 * A check digit is (10 − Σ digit·weight mod 10) mod 10 with the weights 7,1,3,9 repeating
 * (block 1) and 3,9,7,1 repeating (block 2). A CVU is the same shape with entity 000.
 */
const checkDigit = (digits: string, weights: readonly number[]) => {
  let sum = 0;
  for (let i = 0; i < digits.length; i++)
    sum += Number(digits[i]) * (weights[i % weights.length] ?? 0);
  return (10 - (sum % 10)) % 10;
};

export function isValidCvu(value: string): boolean {
  if (!/^\d{22}$/.test(value)) return false;
  const first = checkDigit(value.slice(0, 7), [7, 1, 3, 9]);
  const second = checkDigit(value.slice(8, 21), [3, 9, 7, 1]);
  return first === Number(value[7]) && second === Number(value[21]);
}

export const CVU_ERROR = 'El CVU/CBU debe tener 22 dígitos y dígitos verificadores válidos.';
