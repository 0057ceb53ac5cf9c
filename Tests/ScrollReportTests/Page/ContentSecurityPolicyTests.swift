import Testing

@testable import ScrollReport

/// The policy of every page ScrollLab writes: scripts by their SHA-256, never `'unsafe-inline'` (#46).
@Suite struct ContentSecurityPolicyTests {
    @Test func sha256MatchesTheStandardVectors() {
        let hex = { (bytes: [UInt8]) in
            bytes.map { String($0, radix: 16).count == 1 ? "0" + String($0, radix: 16) : String($0, radix: 16) }.joined()
        }
        #expect(hex(SHA256.digest(Array("abc".utf8))) == "ba7816bf8f01cfea414140de5dae2223b00361a396177a9cb410ff61f20015ad")
        #expect(hex(SHA256.digest([])) == "e3b0c44298fc1c149afbf4c8996fb92427ae41e4649b934ca495991b7852b855")
        let long = Array("abcdbcdecdefdefgefghfghighijhijkijkljklmklmnlmnomnopnopq".utf8)
        #expect(hex(SHA256.digest(long)) == "248d6a61d20638b8e5c026930c3e6039a33ce45964ff2167f6ecedd419db06c1")
    }

    @Test func thePolicyNamesEachScriptByHashAndNeverUnsafeInline() {
        #expect(ContentSecurityPolicy.hash("") == "'sha256-47DEQpj8HBSa+/TImW+5JCeuQeRkm5NMpJWZG3hSuFU='")
        let policy = ContentSecurityPolicy.content(scripts: ["", "", "x"], wasm: true)
        #expect(
            policy
                == "default-src 'none'; img-src data:; style-src 'unsafe-inline'; script-src 'sha256-47DEQpj8HBSa+/TImW+5JCeuQeRkm5NMpJWZG3hSuFU=' "
                + "\(ContentSecurityPolicy.hash("x")) 'wasm-unsafe-eval'")
        #expect(ContentSecurityPolicy.content(scripts: [], wasm: false).hasSuffix("script-src 'none'"))
    }
}
