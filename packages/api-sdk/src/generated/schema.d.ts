// Generated from openapi.json by scripts/generate.mjs. Do not edit.
export interface paths {
    "/authentication/user_auth_add": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Apply for personal (type 1) or enterprise (type 2) verification */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        company_name?: string;
                        credit_code?: string;
                        id_back_img?: number;
                        id_front_img?: number;
                        id_number?: string;
                        licence_img?: number;
                        real_name?: string;
                        type: number;
                    };
                    "multipart/form-data": {
                        company_name?: string;
                        credit_code?: string;
                        id_back_img?: number;
                        id_front_img?: number;
                        id_number?: string;
                        licence_img?: number;
                        real_name?: string;
                        type: number;
                    };
                };
            };
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code: number;
                            data: {
                                status: number;
                                type: number;
                            } | null;
                            msg: string;
                        };
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/authentication/user_auth_info": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** The latest application (masked) */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code: number;
                            data: {
                                company_name: string | null;
                                credit_code: string | null;
                                id_number: string | null;
                                real_name: string | null;
                                reject_reason: string | null;
                                reviewed_at: number | null;
                                /** @description 0 never applied, 1 under review, 2 verified, 3 rejected */
                                status: number;
                                submitted_at: number | null;
                                /** @description 0 none, 1 personal, 2 enterprise */
                                type: number;
                            } | null;
                            msg: string;
                        };
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/authentication/user_auth_personal": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** The latest personal application (masked) */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code: number;
                            data: {
                                company_name: string | null;
                                credit_code: string | null;
                                id_number: string | null;
                                real_name: string | null;
                                reject_reason: string | null;
                                reviewed_at: number | null;
                                /** @description 0 never applied, 1 under review, 2 verified, 3 rejected */
                                status: number;
                                submitted_at: number | null;
                                /** @description 0 none, 1 personal, 2 enterprise */
                                type: number;
                            } | null;
                            msg: string;
                        };
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/balance_recharge/bank_info": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** The provider account for public bank transfers */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code: number;
                            data: {
                                account_name: string;
                                account_number: string;
                                bank: string;
                                remark: string;
                            } | null;
                            msg: string;
                        };
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/balance_recharge/bank_transfer_add": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Declare a bank transfer; it is credited when finance confirms receipt */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        amount: string | number;
                        payer_name: string;
                        /** @default  */
                        reference?: string;
                    };
                    "multipart/form-data": {
                        amount: string | number;
                        payer_name: string;
                        /** @default  */
                        reference?: string;
                    };
                };
            };
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code: number;
                            data: {
                                id: number;
                                status: number;
                            } | null;
                            msg: string;
                        };
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/balance_recharge/charge_order_add": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Create a top-up order; payUrl is the QR content (code 503: real-name verification required) */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        pay_type: number;
                        price: string | number;
                    };
                    "multipart/form-data": {
                        pay_type: number;
                        price: string | number;
                    };
                };
            };
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code: number;
                            data: {
                                /** @description Unix time in seconds */
                                expires_at: number;
                                order_num: string;
                                payUrl: string;
                                price: string;
                            } | null;
                            msg: string;
                        };
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/balance_recharge/ledger_list": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Ledger entries of the wallet, newest first */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        /** @description Unix seconds, inclusive */
                        from?: number;
                        /** @enum {string} */
                        kind?: "topup" | "bank_transfer" | "gift" | "purchase" | "refund" | "adjustment";
                        /** @default 1 */
                        page?: number;
                        /** @default 10 */
                        page_size?: number;
                        /** @description Unix seconds, exclusive */
                        to?: number;
                    };
                    "multipart/form-data": {
                        /** @description Unix seconds, inclusive */
                        from?: number;
                        /** @enum {string} */
                        kind?: "topup" | "bank_transfer" | "gift" | "purchase" | "refund" | "adjustment";
                        /** @default 1 */
                        page?: number;
                        /** @default 10 */
                        page_size?: number;
                        /** @description Unix seconds, exclusive */
                        to?: number;
                    };
                };
            };
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code: number;
                            data: {
                                list: {
                                    /** @description Cash change, yuan (negative for spending) */
                                    amount: string;
                                    balance_after: string;
                                    /** @description Unix time in seconds */
                                    created_at: number;
                                    /** @description Gift-balance change, yuan */
                                    give_amount: string;
                                    give_balance_after: string;
                                    id: number;
                                    kind: string;
                                    memo: string;
                                    ref_id: string;
                                    ref_type: string;
                                }[];
                                page: number;
                                page_size: number;
                                total: number;
                            } | null;
                            msg: string;
                        };
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/balance_recharge/ledger.csv": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The ledger as CSV (same filters, at most 10,000 rows) */
        get: {
            parameters: {
                query?: {
                    /** @description Unix seconds, inclusive */
                    from?: number;
                    kind?: "topup" | "bank_transfer" | "gift" | "purchase" | "refund" | "adjustment";
                    /** @description Unix seconds, exclusive */
                    to?: number;
                };
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content?: never;
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/balance_recharge/order_list": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Top-up orders of the wallet, newest first */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        /** @default 1 */
                        page?: number;
                        /** @default 10 */
                        page_size?: number;
                        status?: number;
                    };
                    "multipart/form-data": {
                        /** @default 1 */
                        page?: number;
                        /** @default 10 */
                        page_size?: number;
                        status?: number;
                    };
                };
            };
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code: number;
                            data: {
                                list: {
                                    /** @description Unix time in seconds */
                                    created_at: number;
                                    order_num: string;
                                    paid_at: number | null;
                                    pay_status: string;
                                    pay_type: number;
                                    price: string;
                                }[];
                                page: number;
                                page_size: number;
                                total: number;
                            } | null;
                            msg: string;
                        };
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/base/upload_img": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Upload an image (JPEG, PNG or WebP by content, at most 5 MB) */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "multipart/form-data": {
                        /** @description The image file */
                        file: unknown;
                        /** @enum {string} */
                        usage: "id_front" | "id_back" | "licence";
                    };
                };
            };
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code: number;
                            data: {
                                id: number;
                                url: string;
                            } | null;
                            msg: string;
                        };
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/dev/outbox.json": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Outbox messages as JSON (development only) */
        get: {
            parameters: {
                query?: {
                    to?: string;
                };
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code: number;
                            data: {
                                body: string;
                                channel: string;
                                created_at: number;
                                id: number;
                                recipient: string;
                                subject: string;
                            }[] | null;
                            msg: string;
                        };
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/ip/lookup": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Look up an IP address (the caller's own when ip is omitted) */
        get: {
            parameters: {
                query?: {
                    ip?: string;
                };
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code: number;
                            data: {
                                /** @enum {string} */
                                address_type: "public" | "private" | "loopback" | "link-local" | "multicast" | "reserved" | "documentation" | "shared" | "unspecified";
                                asn: {
                                    asn: number;
                                    asn_name: string;
                                    domain: string | null;
                                    isp: string | null;
                                    organization: string | null;
                                    usage_type: string | null;
                                } | null;
                                calling_code: string | null;
                                city_name: string | null;
                                country_capital: string | null;
                                country_code: string | null;
                                country_flag: string | null;
                                country_name: string | null;
                                currency: {
                                    code: string;
                                    name: string;
                                    symbol: string;
                                } | null;
                                elevation: null;
                                end_ip: string;
                                ip: string;
                                is_eu: boolean | null;
                                is_proxy: boolean;
                                /** @description Degrees */
                                latitude: number | null;
                                /** @description Degrees */
                                longitude: number | null;
                                proxy_data: {
                                    is_data_center: boolean;
                                    is_hosting: boolean;
                                    is_proxy: boolean;
                                    is_relay: boolean;
                                    is_tor: boolean;
                                    is_vpn: boolean;
                                };
                                region_name: string | null;
                                start_ip: string;
                                time_zone: {
                                    current_time: string;
                                    name: string;
                                    offset: string;
                                } | null;
                                weather_station_code: null;
                                weather_station_name: null;
                                zip_code: string | null;
                            } | null;
                            msg: string;
                        };
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/ip/v1/asn": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The network (ASN) of an address */
        get: {
            parameters: {
                query?: {
                    ip?: string;
                    key?: string;
                };
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code: number;
                            data: {
                                /** @enum {string} */
                                address_type: "public" | "private" | "loopback" | "link-local" | "multicast" | "reserved" | "documentation" | "shared" | "unspecified";
                                asn: {
                                    asn: number;
                                    asn_name: string;
                                    domain: string | null;
                                    isp: string | null;
                                    organization: string | null;
                                    usage_type: string | null;
                                } | null;
                                end_ip: string;
                                ip: string;
                                start_ip: string;
                            } | null;
                            msg: string;
                        };
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/ip/v1/bulk": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Look up to 100 addresses (one lookup each); invalid ones get an error entry and cost nothing */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        ips: string[] | string;
                    };
                    "multipart/form-data": {
                        ips: string[] | string;
                    };
                };
            };
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code: number;
                            data: {
                                results: {
                                    data: {
                                        /** @enum {string} */
                                        address_type: "public" | "private" | "loopback" | "link-local" | "multicast" | "reserved" | "documentation" | "shared" | "unspecified";
                                        asn: {
                                            asn: number;
                                            asn_name: string;
                                            domain: string | null;
                                            isp: string | null;
                                            organization: string | null;
                                            usage_type: string | null;
                                        } | null;
                                        calling_code: string | null;
                                        city_name: string | null;
                                        country_capital: string | null;
                                        country_code: string | null;
                                        country_flag: string | null;
                                        country_name: string | null;
                                        currency: {
                                            code: string;
                                            name: string;
                                            symbol: string;
                                        } | null;
                                        elevation: null;
                                        end_ip: string;
                                        ip: string;
                                        is_eu: boolean | null;
                                        is_proxy: boolean;
                                        /** @description Degrees */
                                        latitude: number | null;
                                        /** @description Degrees */
                                        longitude: number | null;
                                        proxy_data: {
                                            is_data_center: boolean;
                                            is_hosting: boolean;
                                            is_proxy: boolean;
                                            is_relay: boolean;
                                            is_tor: boolean;
                                            is_vpn: boolean;
                                        };
                                        region_name: string | null;
                                        start_ip: string;
                                        time_zone: {
                                            current_time: string;
                                            name: string;
                                            offset: string;
                                        } | null;
                                        weather_station_code: null;
                                        weather_station_name: null;
                                        zip_code: string | null;
                                    } | null;
                                    error: string | null;
                                    ip: string;
                                }[];
                            } | null;
                            msg: string;
                        };
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/ip/v1/geo": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Geolocation of an address */
        get: {
            parameters: {
                query?: {
                    ip?: string;
                    key?: string;
                };
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code: number;
                            data: {
                                /** @enum {string} */
                                address_type: "public" | "private" | "loopback" | "link-local" | "multicast" | "reserved" | "documentation" | "shared" | "unspecified";
                                calling_code: string | null;
                                city_name: string | null;
                                country_capital: string | null;
                                country_code: string | null;
                                country_flag: string | null;
                                country_name: string | null;
                                currency: {
                                    code: string;
                                    name: string;
                                    symbol: string;
                                } | null;
                                ip: string;
                                is_eu: boolean | null;
                                /** @description Degrees */
                                latitude: number | null;
                                /** @description Degrees */
                                longitude: number | null;
                                region_name: string | null;
                                time_zone: {
                                    current_time: string;
                                    name: string;
                                    offset: string;
                                } | null;
                                zip_code: string | null;
                            } | null;
                            msg: string;
                        };
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/ip/v1/lookup": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Everything about an address (the caller’s own without ip) */
        get: {
            parameters: {
                query?: {
                    ip?: string;
                    key?: string;
                };
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code: number;
                            data: {
                                /** @enum {string} */
                                address_type: "public" | "private" | "loopback" | "link-local" | "multicast" | "reserved" | "documentation" | "shared" | "unspecified";
                                asn: {
                                    asn: number;
                                    asn_name: string;
                                    domain: string | null;
                                    isp: string | null;
                                    organization: string | null;
                                    usage_type: string | null;
                                } | null;
                                calling_code: string | null;
                                city_name: string | null;
                                country_capital: string | null;
                                country_code: string | null;
                                country_flag: string | null;
                                country_name: string | null;
                                currency: {
                                    code: string;
                                    name: string;
                                    symbol: string;
                                } | null;
                                elevation: null;
                                end_ip: string;
                                ip: string;
                                is_eu: boolean | null;
                                is_proxy: boolean;
                                /** @description Degrees */
                                latitude: number | null;
                                /** @description Degrees */
                                longitude: number | null;
                                proxy_data: {
                                    is_data_center: boolean;
                                    is_hosting: boolean;
                                    is_proxy: boolean;
                                    is_relay: boolean;
                                    is_tor: boolean;
                                    is_vpn: boolean;
                                };
                                region_name: string | null;
                                start_ip: string;
                                time_zone: {
                                    current_time: string;
                                    name: string;
                                    offset: string;
                                } | null;
                                weather_station_code: null;
                                weather_station_name: null;
                                zip_code: string | null;
                            } | null;
                            msg: string;
                        };
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/ip/v1/privacy": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Proxy, VPN, Tor, relay and hosting flags of an address */
        get: {
            parameters: {
                query?: {
                    ip?: string;
                    key?: string;
                };
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code: number;
                            data: {
                                /** @enum {string} */
                                address_type: "public" | "private" | "loopback" | "link-local" | "multicast" | "reserved" | "documentation" | "shared" | "unspecified";
                                ip: string;
                                is_proxy: boolean;
                                proxy_data: {
                                    is_data_center: boolean;
                                    is_hosting: boolean;
                                    is_proxy: boolean;
                                    is_relay: boolean;
                                    is_tor: boolean;
                                    is_vpn: boolean;
                                };
                                usage_type: string | null;
                            } | null;
                            msg: string;
                        };
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/ipintel/key_create": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Create a named API key; the secret is in this answer only */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        name: string;
                    };
                    "multipart/form-data": {
                        name: string;
                    };
                };
            };
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code: number;
                            data: {
                                id: number;
                                /** @description The secret, shown only now */
                                key: string;
                                prefix: string;
                            } | null;
                            msg: string;
                        };
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/ipintel/key_list": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** API keys (secrets are never shown again) */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code: number;
                            data: {
                                /** @description Unix time in seconds */
                                created_at: number;
                                id: number;
                                last_used_at: number | null;
                                name: string;
                                prefix: string;
                            }[] | null;
                            msg: string;
                        };
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/ipintel/key_revoke": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Revoke a key */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        id: number;
                    };
                    "multipart/form-data": {
                        id: number;
                    };
                };
            };
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code: number;
                            data: null;
                            msg: string;
                        };
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/ipintel/key_rotate": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Replace a key’s secret (the old one stops working) */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        id: number;
                    };
                    "multipart/form-data": {
                        id: number;
                    };
                };
            };
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code: number;
                            data: {
                                id: number;
                                /** @description The secret, shown only now */
                                key: string;
                                prefix: string;
                            } | null;
                            msg: string;
                        };
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/ipintel/plan_buy": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Buy a plan for a month or a year from the wallet ('Insufficient balance' when short) */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        /** @enum {string} */
                        period: "month" | "year";
                        plan: string;
                    };
                    "multipart/form-data": {
                        /** @enum {string} */
                        period: "month" | "year";
                        plan: string;
                    };
                };
            };
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code: number;
                            data: {
                                /** @description Unix time in seconds */
                                ends_at: number;
                                period: string;
                                plan: {
                                    api_access: boolean;
                                    code: string;
                                    data_download: boolean;
                                    monthly_quota: number;
                                    name: string;
                                    price_month: string;
                                    price_year: string;
                                };
                                price: string;
                            } | null;
                            msg: string;
                        };
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/ipintel/plan_list": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** IP-intelligence plans (prices in yuan) */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code: number;
                            data: {
                                api_access: boolean;
                                code: string;
                                data_download: boolean;
                                monthly_quota: number;
                                name: string;
                                price_month: string;
                                price_year: string;
                            }[] | null;
                            msg: string;
                        };
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/ipintel/subscription": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Current plan, quota and lookups used this month */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code: number;
                            data: {
                                ends_at: number | null;
                                period: string | null;
                                plan: {
                                    api_access: boolean;
                                    code: string;
                                    data_download: boolean;
                                    monthly_quota: number;
                                    name: string;
                                    price_month: string;
                                    price_year: string;
                                };
                                remaining: number;
                                /** @description Unix time in seconds */
                                resets_at: number;
                                used: number;
                            } | null;
                            msg: string;
                        };
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/ipintel/usage": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Lookups per key per UTC day */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        /** @default 30 */
                        days?: number;
                    };
                    "multipart/form-data": {
                        /** @default 30 */
                        days?: number;
                    };
                };
            };
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code: number;
                            data: {
                                count: number;
                                day: string;
                                key_id: number;
                            }[] | null;
                            msg: string;
                        };
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/ops/bank_transfer/decide": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Credit (receipt confirmed) or reject a declared bank transfer */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        /** @enum {string} */
                        decision: "credit" | "reject";
                        id: number;
                        note?: string;
                    };
                    "multipart/form-data": {
                        /** @enum {string} */
                        decision: "credit" | "reject";
                        id: number;
                        note?: string;
                    };
                };
            };
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code: number;
                            data: null;
                            msg: string;
                        };
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/ops/bank_transfer/list": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Declared bank transfers (status 1 pending by default) */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        /** @default 1 */
                        page?: number;
                        /** @default 10 */
                        page_size?: number;
                        /** @default 1 */
                        status?: number;
                    };
                    "multipart/form-data": {
                        /** @default 1 */
                        page?: number;
                        /** @default 10 */
                        page_size?: number;
                        /** @default 1 */
                        status?: number;
                    };
                };
            };
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code: number;
                            data: {
                                list: {
                                    amount: string;
                                    /** @description Unix time in seconds */
                                    created_at: number;
                                    id: number;
                                    payer_name: string;
                                    reference: string;
                                    status: number;
                                    user_id: number;
                                    user_name: string;
                                }[];
                                page: number;
                                page_size: number;
                                total: number;
                            } | null;
                            msg: string;
                        };
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/ops/ledger/adjust": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Adjust a balance (fen, may be negative) with a reason */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        /** @default 0 */
                        balance_delta_fen?: number;
                        /** @default 0 */
                        give_delta_fen?: number;
                        reason: string;
                        user_id: number;
                    };
                    "multipart/form-data": {
                        /** @default 0 */
                        balance_delta_fen?: number;
                        /** @default 0 */
                        give_delta_fen?: number;
                        reason: string;
                        user_id: number;
                    };
                };
            };
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code: number;
                            data: {
                                balance: string;
                                give_balance: string;
                            } | null;
                            msg: string;
                        };
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/ops/ledger/check": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Check every balance against the sum of its ledger entries */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code: number;
                            data: {
                                accounts: number;
                                mismatches: {
                                    balance_fen: number;
                                    give_balance_fen: number;
                                    ledger_balance_fen: number;
                                    ledger_give_fen: number;
                                    user_id: number;
                                }[];
                            } | null;
                            msg: string;
                        };
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/ops/login": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Operator log-in (12-hour session) */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        email: string;
                        password: string;
                    };
                    "multipart/form-data": {
                        email: string;
                        password: string;
                    };
                };
            };
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code: number;
                            data: {
                                expires_in: number;
                                operator: {
                                    email: string;
                                    id: number;
                                    name: string;
                                    role: string;
                                };
                                token: string;
                            } | null;
                            msg: string;
                        };
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/ops/logout": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Operator log-out */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code: number;
                            data: null;
                            msg: string;
                        };
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/ops/me": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** The logged-in operator */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code: number;
                            data: {
                                email: string;
                                id: number;
                                name: string;
                                role: string;
                            } | null;
                            msg: string;
                        };
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/ops/real_name/list": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Real-name applications (status 1 under review by default) */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        /** @default 1 */
                        page?: number;
                        /** @default 10 */
                        page_size?: number;
                        /** @default 1 */
                        status?: number;
                    };
                    "multipart/form-data": {
                        /** @default 1 */
                        page?: number;
                        /** @default 10 */
                        page_size?: number;
                        /** @default 1 */
                        status?: number;
                    };
                };
            };
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code: number;
                            data: {
                                list: {
                                    company_name: string | null;
                                    /** @description Unix time in seconds */
                                    created_at: number;
                                    credit_code: string | null;
                                    id: number;
                                    id_back_img: number | null;
                                    id_front_img: number | null;
                                    id_number: string | null;
                                    licence_img: number | null;
                                    real_name: string | null;
                                    reject_reason: string | null;
                                    reviewed_at: number | null;
                                    status: number;
                                    type: number;
                                    user_id: number;
                                    user_name: string;
                                }[];
                                page: number;
                                page_size: number;
                                total: number;
                            } | null;
                            msg: string;
                        };
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/ops/real_name/review": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Approve or reject an application under review (a rejection needs a reason) */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        /** @enum {string} */
                        decision: "approve" | "reject";
                        id: number;
                        reason?: string;
                    };
                    "multipart/form-data": {
                        /** @enum {string} */
                        decision: "approve" | "reject";
                        id: number;
                        reason?: string;
                    };
                };
            };
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code: number;
                            data: null;
                            msg: string;
                        };
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/personal_center/user_info": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Profile of the logged-in user */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code: number;
                            data: {
                                /** @description 1 when the access-management entry is shown */
                                account_management: number;
                                /** @description 0/3 not verified, 1 under review, 2 verified */
                                authentication_status: number;
                                /** @description 0 none, 1 personal, 2 enterprise */
                                authentication_type: number;
                                /** @description Cash balance, yuan */
                                balance: string;
                                company: string;
                                /** @description Unix time in seconds */
                                created_at: number;
                                email: string | null;
                                /** @description Gift balance, yuan */
                                give_balance: string;
                                id: number;
                                industry: string;
                                name: string;
                                phone: string | null;
                                /** @description 0 for a main account, else the main account id */
                                pid: number;
                                /** @description balance + give_balance, yuan */
                                total_balance: string;
                                user_name: string;
                            } | null;
                            msg: string;
                        };
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/phone/get_pdc_pkg_id": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Cloud-phone packages */
        get: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code: number;
                            data: {
                                cpu: number;
                                id: number;
                                memory_gb: number;
                                name: string;
                                price_month: string;
                                storage_gb: number;
                            }[] | null;
                            msg: string;
                        };
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/secure/update_token_expiration_time": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Set this session to 7 days, or 30 with remember-me, from now */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        remember: "1" | "0" | 1 | 0 | boolean;
                    };
                    "multipart/form-data": {
                        remember: "1" | "0" | 1 | 0 | boolean;
                    };
                };
            };
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code: number;
                            data: {
                                expires_in: number;
                            } | null;
                            msg: string;
                        };
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/secure/user_logout": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Log out: revoke this session */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code: number;
                            data: null;
                            msg: string;
                        };
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/secure/user_update_email": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Change the e-mail with a code (purpose change_email) sent to the new address */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        code: string;
                        email: string;
                    };
                    "multipart/form-data": {
                        code: string;
                        email: string;
                    };
                };
            };
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code: number;
                            data: {
                                /** @description 1 when the access-management entry is shown */
                                account_management: number;
                                /** @description 0/3 not verified, 1 under review, 2 verified */
                                authentication_status: number;
                                /** @description 0 none, 1 personal, 2 enterprise */
                                authentication_type: number;
                                /** @description Cash balance, yuan */
                                balance: string;
                                company: string;
                                /** @description Unix time in seconds */
                                created_at: number;
                                email: string | null;
                                /** @description Gift balance, yuan */
                                give_balance: string;
                                id: number;
                                industry: string;
                                name: string;
                                phone: string | null;
                                /** @description 0 for a main account, else the main account id */
                                pid: number;
                                /** @description balance + give_balance, yuan */
                                total_balance: string;
                                user_name: string;
                            } | null;
                            msg: string;
                        };
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/secure/user_update_password_phone": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Change the password with an SMS code (purpose verify) sent to the account phone */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        code: string;
                        confirm_password: string;
                        password: string;
                    };
                    "multipart/form-data": {
                        code: string;
                        confirm_password: string;
                        password: string;
                    };
                };
            };
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code: number;
                            data: null;
                            msg: string;
                        };
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/secure/user_update_password_verify": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Change the password, confirming the current one */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        confirm_password: string;
                        old_password: string;
                        password: string;
                    };
                    "multipart/form-data": {
                        confirm_password: string;
                        old_password: string;
                        password: string;
                    };
                };
            };
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code: number;
                            data: null;
                            msg: string;
                        };
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/secure/user_update_phone": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Step 2: bind the new phone with a code (purpose change_phone) sent to it */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        code: string;
                        phone: string;
                    };
                    "multipart/form-data": {
                        code: string;
                        phone: string;
                    };
                };
            };
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code: number;
                            data: {
                                /** @description 1 when the access-management entry is shown */
                                account_management: number;
                                /** @description 0/3 not verified, 1 under review, 2 verified */
                                authentication_status: number;
                                /** @description 0 none, 1 personal, 2 enterprise */
                                authentication_type: number;
                                /** @description Cash balance, yuan */
                                balance: string;
                                company: string;
                                /** @description Unix time in seconds */
                                created_at: number;
                                email: string | null;
                                /** @description Gift balance, yuan */
                                give_balance: string;
                                id: number;
                                industry: string;
                                name: string;
                                phone: string | null;
                                /** @description 0 for a main account, else the main account id */
                                pid: number;
                                /** @description balance + give_balance, yuan */
                                total_balance: string;
                                user_name: string;
                            } | null;
                            msg: string;
                        };
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/secure/user_update_phone_verify": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Step 1 of a phone change: confirm the current phone with a code (purpose verify) */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        code: string;
                    };
                    "multipart/form-data": {
                        code: string;
                    };
                };
            };
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code: number;
                            data: {
                                valid_for: number;
                            } | null;
                            msg: string;
                        };
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/team/overview": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Sub-accounts of the main account and the permission catalogue */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code: number;
                            data: {
                                rule_catalog: {
                                    group: string;
                                    key: string;
                                    label: string;
                                }[];
                                sub_accounts: {
                                    /** @description Unix time in seconds */
                                    created_at: number;
                                    disabled: number;
                                    email: string | null;
                                    id: number;
                                    name: string;
                                    rules: string[];
                                    user_name: string;
                                }[];
                            } | null;
                            msg: string;
                        };
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/team/sub_account_add": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Create a sub-account that logs in with its own e-mail and password */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        email: string;
                        /** @default  */
                        name?: string;
                        password: string;
                        /** @description Comma-separated permission keys, e.g. "cost-3-1,server-1-1" */
                        rules?: string;
                    };
                    "multipart/form-data": {
                        email: string;
                        /** @default  */
                        name?: string;
                        password: string;
                        /** @description Comma-separated permission keys, e.g. "cost-3-1,server-1-1" */
                        rules?: string;
                    };
                };
            };
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code: number;
                            data: {
                                /** @description Unix time in seconds */
                                created_at: number;
                                disabled: number;
                                email: string | null;
                                id: number;
                                name: string;
                                rules: string[];
                                user_name: string;
                            } | null;
                            msg: string;
                        };
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/team/sub_account_delete": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Delete a sub-account and end its sessions */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        id: number;
                    };
                    "multipart/form-data": {
                        id: number;
                    };
                };
            };
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code: number;
                            data: null;
                            msg: string;
                        };
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/team/sub_account_update": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Rename, re-grant or disable a sub-account (rules replaces the whole set) */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        disabled?: number;
                        id: number;
                        name?: string;
                        /** @description Comma-separated permission keys, e.g. "cost-3-1,server-1-1" */
                        rules?: string;
                    };
                    "multipart/form-data": {
                        disabled?: number;
                        id: number;
                        name?: string;
                        /** @description Comma-separated permission keys, e.g. "cost-3-1,server-1-1" */
                        rules?: string;
                    };
                };
            };
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code: number;
                            data: {
                                /** @description Unix time in seconds */
                                created_at: number;
                                disabled: number;
                                email: string | null;
                                id: number;
                                name: string;
                                rules: string[];
                                user_name: string;
                            } | null;
                            msg: string;
                        };
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/team/user_rule_list": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Permission list of the logged-in user */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code: number;
                            data: {
                                control_rule_list: {
                                    idc_rule_detail_list: {
                                        rule_menu_type: string;
                                    }[];
                                    rule_menu_type: string;
                                }[];
                                cost_rule_list: {
                                    idc_rule_detail_list: {
                                        rule_menu_type: string;
                                    }[];
                                    rule_menu_type: string;
                                }[];
                                personal_center_rule_list: {
                                    idc_rule_detail_list: {
                                        rule_menu_type: string;
                                    }[];
                                    rule_menu_type: string;
                                }[];
                            } | null;
                            msg: string;
                        };
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/banner_list": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Banners of a page position */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        /** @default home */
                        position?: string;
                    };
                    "multipart/form-data": {
                        /** @default home */
                        position?: string;
                    };
                };
            };
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code: number;
                            data: {
                                bg_color: string;
                                id: number;
                                image_url: string | null;
                                link: string;
                                subtitle: string;
                                title: string;
                            }[] | null;
                            msg: string;
                        };
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/download_list": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Client downloads */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code: number;
                            data: {
                                id: number;
                                name: string;
                                platform: string;
                                sha256: string;
                                size_bytes: number;
                                url: string;
                                version: string;
                            }[] | null;
                            msg: string;
                        };
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/friend_link": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Friend links for the footer */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code: number;
                            data: {
                                id: number;
                                name: string;
                                url: string;
                            }[] | null;
                            msg: string;
                        };
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/get_disk": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Cloud disk categories (price per GB per month) */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code: number;
                            data: {
                                code: string;
                                max_gb: number;
                                min_gb: number;
                                name: string;
                                price_gb_month: string;
                                system_disk: boolean;
                            }[] | null;
                            msg: string;
                        };
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/get_doc": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** One document (type 2); the first one when no id is given */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        id?: number;
                    };
                    "multipart/form-data": {
                        id?: number;
                    };
                };
            };
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code: number;
                            data: {
                                class_id: number;
                                /** @description Sanitized HTML */
                                content_html: string;
                                cover_url: string | null;
                                /** @description Unix time in seconds */
                                created_at: number;
                                id: number;
                                next: {
                                    id: number;
                                    title: string;
                                } | null;
                                prev: {
                                    id: number;
                                    title: string;
                                } | null;
                                summary: string;
                                title: string;
                                type: number;
                                views: number;
                            } | null;
                            msg: string;
                        };
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/get_duration": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Purchase durations and their discounts */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code: number;
                            data: {
                                label: string;
                                months: number;
                                /** @description Percent of list price paid */
                                price_pct: number;
                            }[] | null;
                            msg: string;
                        };
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/get_hot": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Hot articles */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code: number;
                            data: {
                                created_at: number;
                                id: number;
                                title: string;
                            }[] | null;
                            msg: string;
                        };
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/get_news_class_list": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** News classes */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code: number;
                            data: {
                                id: number;
                                name: string;
                                /** @description 1 news/information, 2 documents */
                                type: number;
                            }[] | null;
                            msg: string;
                        };
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/get_news_info": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** One article */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        id: number;
                    };
                    "multipart/form-data": {
                        id: number;
                    };
                };
            };
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code: number;
                            data: {
                                class_id: number;
                                /** @description Sanitized HTML */
                                content_html: string;
                                cover_url: string | null;
                                /** @description Unix time in seconds */
                                created_at: number;
                                id: number;
                                next: {
                                    id: number;
                                    title: string;
                                } | null;
                                prev: {
                                    id: number;
                                    title: string;
                                } | null;
                                summary: string;
                                title: string;
                                type: number;
                                views: number;
                            } | null;
                            msg: string;
                        };
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/get_news_list": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Paginated news list, newest first */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        class_id?: number;
                        /** @default 1 */
                        page?: number;
                        /** @default 10 */
                        page_size?: number;
                        type?: number;
                    };
                    "multipart/form-data": {
                        class_id?: number;
                        /** @default 1 */
                        page?: number;
                        /** @default 10 */
                        page_size?: number;
                        type?: number;
                    };
                };
            };
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code: number;
                            data: {
                                list: {
                                    class_id: number;
                                    cover_url: string | null;
                                    /** @description Unix time in seconds */
                                    created_at: number;
                                    id: number;
                                    summary: string;
                                    title: string;
                                    type: number;
                                    views: number;
                                }[];
                                page: number;
                                page_size: number;
                                total: number;
                            } | null;
                            msg: string;
                        };
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/get_region_father": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Parent areas of regions */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code: number;
                            data: {
                                id: number;
                                name: string;
                            }[] | null;
                            msg: string;
                        };
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/get_region_zone": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Regions with their zones */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        father_id?: number;
                    };
                    "multipart/form-data": {
                        father_id?: number;
                    };
                };
            };
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code: number;
                            data: {
                                code: string;
                                father_id: number;
                                id: number;
                                name: string;
                                zones: {
                                    code: string;
                                    id: number;
                                    name: string;
                                }[];
                            }[] | null;
                            msg: string;
                        };
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/get_region_zone_images": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** OS images offered in a zone */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        zone_id: number;
                    };
                    "multipart/form-data": {
                        zone_id: number;
                    };
                };
            };
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code: number;
                            data: {
                                id: number;
                                name: string;
                                os_type: string;
                                version: string;
                                zone_id: number;
                            }[] | null;
                            msg: string;
                        };
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/get_region_zone_instance_config": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Instance families and types a zone offers */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        zone_id: number;
                    };
                    "multipart/form-data": {
                        zone_id: number;
                    };
                };
            };
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code: number;
                            data: {
                                code: string;
                                description: string;
                                name: string;
                                types: {
                                    code: string;
                                    id: number;
                                    memory_gb: number;
                                    price_month: string;
                                    vcpu: number;
                                }[];
                            }[] | null;
                            msg: string;
                        };
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/get_version": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Platform version */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code: number;
                            data: {
                                version: string;
                            } | null;
                            msg: string;
                        };
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/industry_list": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Industries for the profile form */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code: number;
                            data: string[] | null;
                            msg: string;
                        };
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/inquiry_create_instance_price": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Price of an ECS configuration, computed by the server */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        /** @default 1 */
                        bandwidth_mbps?: number;
                        /**
                         * @description JSON array of {type, gb}
                         * @default []
                         */
                        data_disks?: string;
                        /** @default 1 */
                        duration_months?: number;
                        image_id: number;
                        instance_type_id: number;
                        /** @default 1 */
                        quantity?: number;
                        /** @default 40 */
                        system_disk_gb?: number;
                        /** @default cloud_essd */
                        system_disk_type?: string;
                        zone_id: number;
                    };
                    "multipart/form-data": {
                        /** @default 1 */
                        bandwidth_mbps?: number;
                        /**
                         * @description JSON array of {type, gb}
                         * @default []
                         */
                        data_disks?: string;
                        /** @default 1 */
                        duration_months?: number;
                        image_id: number;
                        instance_type_id: number;
                        /** @default 1 */
                        quantity?: number;
                        /** @default 40 */
                        system_disk_gb?: number;
                        /** @default cloud_essd */
                        system_disk_type?: string;
                        zone_id: number;
                    };
                };
            };
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code: number;
                            data: {
                                /** @description original_price - price, yuan */
                                discount: string;
                                lines: {
                                    item: string;
                                    price_month: string;
                                }[];
                                /** @description Total before the duration discount, yuan */
                                original_price: string;
                                /** @description Total to pay, yuan */
                                price: string;
                                /** @description One instance for one month, yuan */
                                unit_price_month: string;
                            } | null;
                            msg: string;
                        };
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/message_count": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Unread message count */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code: number;
                            data: {
                                count: number;
                            } | null;
                            msg: string;
                        };
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/message_list": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Messages, newest first; unread_only=1 for unread */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        /** @default 1 */
                        page?: number;
                        /** @default 10 */
                        page_size?: number;
                        unread_only?: number;
                    };
                    "multipart/form-data": {
                        /** @default 1 */
                        page?: number;
                        /** @default 10 */
                        page_size?: number;
                        unread_only?: number;
                    };
                };
            };
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code: number;
                            data: {
                                list: {
                                    content_html: string;
                                    /** @description Unix time in seconds */
                                    created_at: number;
                                    id: number;
                                    /** @description 1 read, 0 unread */
                                    is_read: number;
                                    title: string;
                                }[];
                                page: number;
                                page_size: number;
                                total: number;
                            } | null;
                            msg: string;
                        };
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/message_update": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Mark messages read: ids (comma-separated) or all=1 */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        all?: number;
                        ids?: string;
                    };
                    "multipart/form-data": {
                        all?: number;
                        ids?: string;
                    };
                };
            };
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code: number;
                            data: {
                                updated: number;
                            } | null;
                            msg: string;
                        };
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/notice_list": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Platform notices, newest first */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        /** @default 1 */
                        page?: number;
                        /** @default 10 */
                        page_size?: number;
                    };
                    "multipart/form-data": {
                        /** @default 1 */
                        page?: number;
                        /** @default 10 */
                        page_size?: number;
                    };
                };
            };
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code: number;
                            data: {
                                list: {
                                    content_html: string;
                                    /** @description Unix time in seconds */
                                    created_at: number;
                                    id: number;
                                    title: string;
                                }[];
                                page: number;
                                page_size: number;
                                total: number;
                            } | null;
                            msg: string;
                        };
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/order_pay_status": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Payment status of a top-up order: pay_status '1' pending, '2' paid, '3' expired, '4' failed */
        get: {
            parameters: {
                query: {
                    order_num: string;
                };
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code: number;
                            data: {
                                order_num: string;
                                pay_status: string;
                                price: string;
                            } | null;
                            msg: string;
                        };
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/perfect_user_info": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Complete the profile: name, company, industry */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        company?: string;
                        /** @enum {string} */
                        industry?: "Internet and software" | "Games" | "E-commerce and retail" | "Live streaming and media" | "Education" | "Finance" | "Manufacturing" | "Healthcare" | "Government and public sector" | "Other";
                        name?: string;
                    };
                    "multipart/form-data": {
                        company?: string;
                        /** @enum {string} */
                        industry?: "Internet and software" | "Games" | "E-commerce and retail" | "Live streaming and media" | "Education" | "Finance" | "Manufacturing" | "Healthcare" | "Government and public sector" | "Other";
                        name?: string;
                    };
                };
            };
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code: number;
                            data: {
                                /** @description 1 when the access-management entry is shown */
                                account_management: number;
                                /** @description 0/3 not verified, 1 under review, 2 verified */
                                authentication_status: number;
                                /** @description 0 none, 1 personal, 2 enterprise */
                                authentication_type: number;
                                /** @description Cash balance, yuan */
                                balance: string;
                                company: string;
                                /** @description Unix time in seconds */
                                created_at: number;
                                email: string | null;
                                /** @description Gift balance, yuan */
                                give_balance: string;
                                id: number;
                                industry: string;
                                name: string;
                                phone: string | null;
                                /** @description 0 for a main account, else the main account id */
                                pid: number;
                                /** @description balance + give_balance, yuan */
                                total_balance: string;
                                user_name: string;
                            } | null;
                            msg: string;
                        };
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/phone_login": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Log in with e-mail or phone and password (throttled per account and address) */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        account: string;
                        password: string;
                        remember?: "1" | "0" | 1 | 0 | boolean;
                    };
                    "multipart/form-data": {
                        account: string;
                        password: string;
                        remember?: "1" | "0" | 1 | 0 | boolean;
                    };
                };
            };
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code: number;
                            data: {
                                /** @description Seconds until the token expires */
                                expires_in: number;
                                token: string;
                                user: {
                                    /** @description 1 when the access-management entry is shown */
                                    account_management: number;
                                    /** @description 0/3 not verified, 1 under review, 2 verified */
                                    authentication_status: number;
                                    /** @description 0 none, 1 personal, 2 enterprise */
                                    authentication_type: number;
                                    /** @description Cash balance, yuan */
                                    balance: string;
                                    company: string;
                                    /** @description Unix time in seconds */
                                    created_at: number;
                                    email: string | null;
                                    /** @description Gift balance, yuan */
                                    give_balance: string;
                                    id: number;
                                    industry: string;
                                    name: string;
                                    phone: string | null;
                                    /** @description 0 for a main account, else the main account id */
                                    pid: number;
                                    /** @description balance + give_balance, yuan */
                                    total_balance: string;
                                    user_name: string;
                                };
                            } | null;
                            msg: string;
                        };
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/send_email_code": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Send a 6-digit code by e-mail (one per 60 s per address, 10 a day) */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        email: string;
                        /**
                         * @description What the code is for
                         * @enum {string}
                         */
                        purpose: "login" | "register" | "reset" | "change_email" | "change_phone" | "verify";
                    };
                    "multipart/form-data": {
                        email: string;
                        /**
                         * @description What the code is for
                         * @enum {string}
                         */
                        purpose: "login" | "register" | "reset" | "change_email" | "change_phone" | "verify";
                    };
                };
            };
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code: number;
                            data: {
                                /** @description Seconds the code stays valid */
                                expires_in: number;
                                /** @description Seconds until another code may be sent */
                                resend_after: number;
                            } | null;
                            msg: string;
                        };
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/send_sms_code": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Send a 6-digit code by SMS (one per 60 s per number, 10 a day) */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        phone: string;
                        /**
                         * @description What the code is for
                         * @enum {string}
                         */
                        purpose: "login" | "register" | "reset" | "change_email" | "change_phone" | "verify";
                    };
                    "multipart/form-data": {
                        phone: string;
                        /**
                         * @description What the code is for
                         * @enum {string}
                         */
                        purpose: "login" | "register" | "reset" | "change_email" | "change_phone" | "verify";
                    };
                };
            };
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code: number;
                            data: {
                                /** @description Seconds the code stays valid */
                                expires_in: number;
                                /** @description Seconds until another code may be sent */
                                resend_after: number;
                            } | null;
                            msg: string;
                        };
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/user_forget_password": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Reset the password with a code (purpose reset) sent to the account e-mail or phone */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        account: string;
                        code: string;
                        confirm_password: string;
                        password: string;
                    };
                    "multipart/form-data": {
                        account: string;
                        code: string;
                        confirm_password: string;
                        password: string;
                    };
                };
            };
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code: number;
                            data: null;
                            msg: string;
                        };
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/user_login_phone_code": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Log in (or sign up) with phone and SMS code (purpose login) */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        code: string;
                        phone: string;
                        remember?: "1" | "0" | 1 | 0 | boolean;
                    };
                    "multipart/form-data": {
                        code: string;
                        phone: string;
                        remember?: "1" | "0" | 1 | 0 | boolean;
                    };
                };
            };
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code: number;
                            data: {
                                /** @description Seconds until the token expires */
                                expires_in: number;
                                token: string;
                                user: {
                                    /** @description 1 when the access-management entry is shown */
                                    account_management: number;
                                    /** @description 0/3 not verified, 1 under review, 2 verified */
                                    authentication_status: number;
                                    /** @description 0 none, 1 personal, 2 enterprise */
                                    authentication_type: number;
                                    /** @description Cash balance, yuan */
                                    balance: string;
                                    company: string;
                                    /** @description Unix time in seconds */
                                    created_at: number;
                                    email: string | null;
                                    /** @description Gift balance, yuan */
                                    give_balance: string;
                                    id: number;
                                    industry: string;
                                    name: string;
                                    phone: string | null;
                                    /** @description 0 for a main account, else the main account id */
                                    pid: number;
                                    /** @description balance + give_balance, yuan */
                                    total_balance: string;
                                    user_name: string;
                                };
                            } | null;
                            msg: string;
                        };
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/user_regis": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Sign up with e-mail and password */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        agree?: "1" | "0" | 1 | 0 | boolean;
                        confirm_password: string;
                        email: string;
                        password: string;
                    };
                    "multipart/form-data": {
                        agree?: "1" | "0" | 1 | 0 | boolean;
                        confirm_password: string;
                        email: string;
                        password: string;
                    };
                };
            };
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code: number;
                            data: {
                                /** @description Seconds until the token expires */
                                expires_in: number;
                                token: string;
                                user: {
                                    /** @description 1 when the access-management entry is shown */
                                    account_management: number;
                                    /** @description 0/3 not verified, 1 under review, 2 verified */
                                    authentication_status: number;
                                    /** @description 0 none, 1 personal, 2 enterprise */
                                    authentication_type: number;
                                    /** @description Cash balance, yuan */
                                    balance: string;
                                    company: string;
                                    /** @description Unix time in seconds */
                                    created_at: number;
                                    email: string | null;
                                    /** @description Gift balance, yuan */
                                    give_balance: string;
                                    id: number;
                                    industry: string;
                                    name: string;
                                    phone: string | null;
                                    /** @description 0 for a main account, else the main account id */
                                    pid: number;
                                    /** @description balance + give_balance, yuan */
                                    total_balance: string;
                                    user_name: string;
                                };
                            } | null;
                            msg: string;
                        };
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/web_init": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Site information at start-up */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code: number;
                            data: {
                                icp_number: string;
                                police_record: string;
                                site_name: string;
                                site_name_en: string;
                                support_email: string;
                                support_phone: string;
                                version: string;
                            } | null;
                            msg: string;
                        };
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
}
export type webhooks = Record<string, never>;
export interface components {
    schemas: never;
    responses: never;
    parameters: never;
    requestBodies: never;
    headers: never;
    pathItems: never;
}
export type $defs = Record<string, never>;
export type operations = Record<string, never>;
