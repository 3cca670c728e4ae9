import { defaultDatabaseFile, openDatabase } from '@lanyun/ipdb';
import { lookupEnvelopeJson } from '../../src/services/ipintel/ip-json.ts';
const db = await openDatabase(defaultDatabaseFile());
console.log(lookupEnvelopeJson(db.lookup('8.8.8.8')!).toString());
console.log(lookupEnvelopeJson(db.lookup('114.114.114.114')!).toString());
