/** The CVU/CBU check lives in the domain package so the server checks the same way. */
export { isValidCvu, CVU_ERROR } from '@turnos/domain';
